import '../locales/register';
import { CheckCircleFilled, CloseCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { PaymentStatus } from '@atelier/contract/codes';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatCountdown } from '@/shared/lib/countdown';
import { useCountdown } from '@/shared/lib/use-countdown';
import { TestPaymentNotice } from '@/shared/payment/test-payment-notice';
import { paths } from '@/shared/config/paths';
import { isRefusal } from '@/shared/api/retry';
import { useCashier, type CashierSession } from '../api/get-cashier';
import { useSubmitCashier, type CashierOutcome, type CashierResult } from '../api/submit-cashier';
import { formatYuan } from '@/shared/lib/money';
import { checkoutNamespace } from '../locales/register';
import styles from './cashier.module.css';

const SESSION = /^[\w-]{8,64}$/;

/**
 * /cashier?session=: the sandbox gateway's own page, as its QR code opens it on a phone. It
 * looks like a third party's cashier on purpose: the customer is leaving the shop to pay. Only
 * the buyer, signed in, may open it; the route sends anyone else to sign in first.
 */
export function CashierRoute() {
  return <CashierPage />;
}

function CashierPage() {
  const { t } = useTranslation(checkoutNamespace);
  const [search] = useSearchParams();
  const raw = search.get('session')?.trim() ?? '';
  const sessionId = SESSION.test(raw) ? raw : null;
  const cashier = useCashier(sessionId);

  let body;
  if (sessionId === null || (cashier.isError && isRefusal(cashier.error))) {
    // The server says the same of a session that is not this buyer's as of one that never was.
    const refusal = cashier.isError ? cashier.error.message : null;
    body = (
      <Notice
        tone="info"
        title={refusal ?? t('cashier.unknownTitle')}
        text={t('cashier.unknownText')}
        action={
          <Link className={styles.secondary} to={paths.myOrder.href()}>
            {t('cashier.toOrders')}
          </Link>
        }
      />
    );
  } else if (cashier.isPending) {
    body = (
      <p className={styles.loading} role="status">
        {t('cashier.loading')}
      </p>
    );
  } else if (cashier.isError) {
    body = (
      <Notice
        tone="info"
        title={t('cashier.errorTitle')}
        text={t('cashier.errorText')}
        action={
          <button type="button" className={styles.secondary} onClick={() => void cashier.refetch()}>
            {t('cashier.retry')}
          </button>
        }
      />
    );
  } else {
    body = <Checkout session={cashier.data} />;
  }

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <header className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            S
          </span>
          <h1 className={styles.brandName}>{t('cashier.brand')}</h1>
          <span className={styles.badge}>{t('cashier.sandbox')}</span>
        </header>
        <TestPaymentNotice className={styles.testNotice} />
        {body}
      </div>
      <p className={styles.footnote}>{t('cashier.footnote')}</p>
    </div>
  );
}

function Checkout({ session }: { session: CashierSession }) {
  const { t } = useTranslation(checkoutNamespace);
  const expiresAt = useMemo(() => Date.parse(session.expires_at), [session.expires_at]);
  const open = session.status === 'pending';
  const secondsLeft = useCountdown(open && Number.isFinite(expiresAt) ? expiresAt : null);
  const [result, setResult] = useState<CashierResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [chosen, setChosen] = useState<CashierOutcome | null>(null);
  const submitting = useSubmitCashier();
  const sending = submitting.isPending ? chosen : null;

  const send = (outcome: CashierOutcome) => {
    if (submitting.isPending) return;
    setChosen(outcome);
    setRefusal(null);
    void submitting.mutate(
      { sessionId: session.session_id, outcome },
      {
        onSuccess: setResult,
        onError: (error) => {
          if (isRefusal(error)) setRefusal(error.message);
        },
      },
    );
  };

  const amount = formatYuan(session.amount);
  if (result) {
    const paid = result.status === 'paid';
    return (
      <Notice
        tone={paid ? 'paid' : 'failed'}
        title={t(paid ? 'cashier.paidTitle' : 'cashier.failedTitle')}
        text={t(paid ? 'cashier.paidText' : 'cashier.failedText', {
          amount,
          shop: session.shop_name,
          no: session.order_no,
        })}
        action={
          <Link
            className={styles.secondary}
            to={(paid ? paths.paySuccess : paths.pay).href(result.order_id)}
          >
            {t('cashier.back')}
          </Link>
        }
      />
    );
  }
  if (!open) return <ClosedNotice session={session} status={session.status} />;
  if (secondsLeft === 0) {
    return <Notice tone="info" title={t('cashier.expiredTitle')} text={t('cashier.expiredText')} />;
  }

  return (
    <>
      <section className={styles.bill} aria-labelledby="cashier-amount">
        <p className={styles.merchant}>{t('cashier.payTo', { shop: session.shop_name })}</p>
        <p id="cashier-amount" className={styles.amount}>
          {amount}
        </p>
        <dl className={styles.details}>
          <div>
            <dt>{t('cashier.orderNo')}</dt>
            <dd>{session.order_no}</dd>
          </div>
          <div>
            <dt>{t('cashier.expiresIn')}</dt>
            <dd>
              <span role="timer">{formatCountdown(secondsLeft ?? 0)}</span>
            </dd>
          </div>
        </dl>
      </section>
      {refusal ? (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.pay}
          disabled={sending !== null}
          onClick={() => send('paid')}
        >
          {sending === 'paid' ? t('cashier.paying') : t('cashier.pay', { amount })}
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={sending !== null}
          onClick={() => send('failed')}
        >
          {t('cashier.fail')}
        </button>
      </div>
    </>
  );
}

/** A session that is over already: say how it ended. */
function ClosedNotice({ session, status }: { session: CashierSession; status: PaymentStatus }) {
  const { t } = useTranslation(checkoutNamespace);
  return (
    <Notice
      tone={status === 'paid' ? 'paid' : 'info'}
      title={t('cashier.closedTitle')}
      text={t(`cashier.closed.${status}`, {
        amount: formatYuan(session.amount),
        no: session.order_no,
        shop: session.shop_name,
      })}
    />
  );
}

function Notice({
  tone,
  title,
  text,
  action,
}: {
  tone: 'paid' | 'failed' | 'info';
  title: string;
  text: string;
  action?: ReactNode;
}) {
  const Icon =
    tone === 'paid' ? CheckCircleFilled : tone === 'failed' ? CloseCircleFilled : InfoCircleFilled;
  return (
    <section className={styles.notice} role="status">
      <Icon className={`${styles.icon} ${styles[tone]}`} aria-hidden="true" />
      <h2 className={styles.noticeTitle}>{title}</h2>
      <p className={styles.noticeText}>{text}</p>
      {action ? <div className={styles.noticeAction}>{action}</div> : null}
    </section>
  );
}
