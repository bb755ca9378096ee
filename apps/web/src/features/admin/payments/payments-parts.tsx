import type { ActionInput, ActionOutput, ReconciliationStatus } from '@atelier/contract';
import type { CashGateway, PaymentStatus } from '@atelier/contract/codes';
import type { ConsoleActionName } from '@atelier/contract/routes';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callAction } from '@/shared/api/call-action';
import { RequestError } from '@/shared/api/request-error';
import { useAction } from '@/shared/api/use-action';
import { consoleQueryKey } from '../console/console-api';
import { ConsoleResult } from '../console/console-result';
import { paymentsPaths } from './payments-paths';
import { paymentsNamespace } from './payments-register';
import styles from './payments.module.css';

const PAYMENT_COLORS: Record<PaymentStatus, string> = {
  pending: 'gold',
  paid: 'green',
  failed: 'red',
  refunded: 'default',
};

const DAY_COLORS: Record<ReconciliationStatus, string> = {
  matched: 'green',
  mismatched: 'volcano',
  failed: 'gold',
};

/** A gateway's name in the console's language. */
export function useGatewayName() {
  const { t } = useTranslation(paymentsNamespace);
  return (gateway: CashGateway) => t(`gateway.${gateway}`);
}

/**
 * A status as the shop or a provider's bill states it: the shop's payment statuses and the
 * bill's own (a refund under way or failed); one the console does not know is shown as it came.
 */
export function useStatusName() {
  const { t } = useTranslation(paymentsNamespace);
  return (status: string) => t(`status.${status}`, { defaultValue: status });
}

export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation(paymentsNamespace);
  return <Tag color={PAYMENT_COLORS[status]}>{t(`status.${status}`)}</Tag>;
}

export function DayStatusTag({ status }: { status: ReconciliationStatus }) {
  const { t } = useTranslation(paymentsNamespace);
  return <Tag color={DAY_COLORS[status]}>{t(`dayStatus.${status}`)}</Tag>;
}

/** A read that failed, with a way to ask again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(paymentsNamespace);
  return (
    <ConsoleResult
      status="warning"
      title={t('common.loadFailed')}
      extra={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}

/** The two halves of the area, one menu entry: the payments and the days their bills were checked. */
export function PaymentsNav({ current }: { current: 'payments' | 'reconciliation' }) {
  const { t } = useTranslation(paymentsNamespace);
  const links = [
    { key: 'payments', to: paymentsPaths.payments },
    { key: 'reconciliation', to: paymentsPaths.reconciliation() },
  ] as const;
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      {links.map(({ key, to }) => (
        <Link
          key={key}
          to={to}
          className={key === current ? `${styles.navLink} ${styles.navCurrent}` : styles.navLink}
          aria-current={key === current ? 'page' : undefined}
        >
          {t(`nav.${key}`)}
        </Link>
      ))}
    </nav>
  );
}

/**
 * A console write whose refusal the dialog shows beside the form (a day that cannot be checked,
 * a mismatch someone else resolved meanwhile) rather than in a notice that fades. A failure the
 * request client has already shown (the network, the server) is not repeated there.
 */
export function useInlineAction<K extends ConsoleActionName>(name: K) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const action = useAction(
    (input: ActionInput<K>) => callAction(name, input, { quietRefusal: true }),
    { invalidates: [consoleQueryKey] },
  );
  return {
    isPending: action.isPending,
    refusal,
    clear: () => setRefusal(null),
    mutate: (input: ActionInput<K>, onSuccess: (output: ActionOutput<K>) => void) => {
      setRefusal(null);
      return action.mutate(input, {
        onSuccess,
        onError: (error) => {
          if (error instanceof RequestError && error.shown) return;
          setRefusal(error instanceof Error ? error.message : String(error));
        },
      });
    },
  };
}
