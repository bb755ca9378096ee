import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shopNamespace } from '../locales/register';
import styles from './shop-states.module.css';

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
          <span className={styles.bone} />
          <span className={styles.line} />
          <span className={`${styles.line} ${styles.short}`} />
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
      <span className={styles.bone} aria-hidden="true" />
      <span className={styles.detailText} aria-hidden="true">
        <span className={styles.line} />
        <span className={`${styles.line} ${styles.short}`} />
        <span className={styles.line} />
        <span className={styles.line} />
      </span>
    </div>
  );
}

export interface ShopStateProps {
  title: ReactNode;
  text: ReactNode;
  action?: ReactNode;
  tone?: 'quiet' | 'error';
}

/** An empty or failed result in place of the list, saying why and what to do next. */
export function ShopState({ title, text, action, tone = 'quiet' }: ShopStateProps) {
  return (
    <section className={styles.state} role={tone === 'error' ? 'alert' : undefined}>
      <span
        className={`${styles.mark} ${tone === 'error' ? styles.markError : ''}`}
        aria-hidden="true"
      />
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}

export function ShopError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(shopNamespace);
  return (
    <ShopState
      tone="error"
      title={t('state.errorTitle')}
      text={t('state.errorText')}
      action={
        <button type="button" className={styles.button} onClick={onRetry}>
          {t('state.retry')}
        </button>
      }
    />
  );
}

export const shopStateClasses = { button: styles.button, ghost: styles.ghost };
