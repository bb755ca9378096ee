import { useTranslation } from 'react-i18next';
import { Bone } from '@/shared/ui/state-panel';
import { shopNamespace } from '../locales/register';
import styles from './shop-states.module.css';
import { LoadErrorPanel } from '@/shared/ui/load-error-panel';

/** Card outlines where the grid will be, while it loads. */
export function GridSkeleton({
  count = 8,
  shape = 'card',
}: {
  count?: number;
  shape?: 'card' | 'row';
}) {
  const { t } = useTranslation(shopNamespace);
  return (
    <div role="status" aria-live="polite" className={shape === 'row' ? styles.rows : styles.grid}>
      <span className="visually-hidden">{t('state.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={shape === 'row' ? styles.row : styles.card} aria-hidden="true">
          <Bone className={styles.picture} />
          <Bone className={styles.line} />
          <Bone className={`${styles.line} ${styles.short}`} />
        </span>
      ))}
    </div>
  );
}

/** The product page's outline while it loads. */
export function DetailSkeleton() {
  const { t } = useTranslation(shopNamespace);
  return (
    <div role="status" aria-live="polite" className={styles.detail}>
      <span className="visually-hidden">{t('state.loading')}</span>
      <Bone className={styles.picture} />
      <span className={styles.detailText} aria-hidden="true">
        <Bone className={styles.line} />
        <Bone className={`${styles.line} ${styles.short}`} />
        <Bone className={styles.line} />
        <Bone className={styles.line} />
      </span>
    </div>
  );
}

export function ShopError({ onRetry }: { onRetry: () => void }) {
  return <LoadErrorPanel namespace={shopNamespace} onRetry={onRetry} />;
}
