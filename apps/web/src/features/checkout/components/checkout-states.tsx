import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bone, StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { checkoutNamespace } from '../locales/register';
import styles from './checkout-states.module.css';

/** The outline of a checkout page while it loads. */
export function CheckoutSkeleton({ blocks = [180, 240, 120] }: { blocks?: number[] }) {
  const { t } = useTranslation(checkoutNamespace);
  return (
    <div role="status" aria-live="polite" className={styles.skeleton}>
      <span className="visually-hidden">{t('state.loading')}</span>
      {blocks.map((height, index) => (
        <Bone key={index} className={styles.block} style={{ height }} />
      ))}
    </div>
  );
}

export function CheckoutError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(checkoutNamespace);
  return (
    <StatePanel
      alert
      title={t('state.errorTitle')}
      text={t('state.errorText')}
      actions={
        <button type="button" className={stateClasses.primary} onClick={onRetry}>
          {t('state.retry')}
        </button>
      }
    />
  );
}

/** A whole page's refusal or absence: an unknown order, nothing to check out. */
export function CheckoutPageState({
  title,
  text,
  actions,
  code,
  alert,
}: {
  title: ReactNode;
  text: ReactNode;
  actions?: ReactNode;
  code?: string;
  alert?: boolean;
}) {
  return (
    <StatePanel
      frame="page"
      code={code}
      alert={alert}
      title={title}
      text={text}
      actions={actions}
    />
  );
}
