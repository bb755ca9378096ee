import { useTranslation } from 'react-i18next';
import { Bone, StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { ordersNamespace } from '../locales/register';
import styles from './orders-states.module.css';

/** Order outlines while the list or the detail loads. */
export function OrdersSkeleton({ count = 3, height = 220 }: { count?: number; height?: number }) {
  const { t } = useTranslation(ordersNamespace);
  return (
    <div role="status" aria-live="polite" className={styles.skeleton}>
      <span className="visually-hidden">{t('state.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <Bone key={index} className={styles.block} style={{ height }} />
      ))}
    </div>
  );
}

export function OrdersError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(ordersNamespace);
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
