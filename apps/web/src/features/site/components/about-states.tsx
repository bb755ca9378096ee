import { useTranslation } from 'react-i18next';
import { Bone, LoadingStatus, RetryPanel, StatePanel } from '@/shared/ui/state-panel';
import { siteNamespace } from '../locales/register';
import { AboutHeroPending } from './about-hero';
import page from './about-page.module.css';
import styles from './about-states.module.css';

/** The page's outline while its content loads, in the proportions of the real thing. */
export function AboutSkeleton() {
  const { t } = useTranslation(siteNamespace);
  return (
    <LoadingStatus label={t('state.loading')}>
      <AboutHeroPending />
      <div className={page.section} aria-hidden="true">
        <div className={`${page.container} ${styles.skeletonGrid}`}>
          <div>
            <Bone className={styles.eyebrow} />
            <Bone className={styles.heading} />
            <Bone className={styles.headingShort} />
          </div>
          <div className={styles.lines}>
            {[100, 96, 100, 88, 100, 64].map((width, i) => (
              <Bone key={i} className={styles.line} style={{ width: `${width}%` }} />
            ))}
          </div>
        </div>
      </div>
    </LoadingStatus>
  );
}

/**
 * Written out rather than through the shared `LoadErrorPanel`: /about is the first load, and that
 * panel's own chunk would take it over its size budget.
 */
export function AboutError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(siteNamespace);
  return (
    <RetryPanel
      frame="page"
      title={t('state.errorTitle')}
      text={t('state.errorText')}
      retry={t('state.retry')}
      onRetry={onRetry}
    />
  );
}

export function AboutEmpty() {
  const { t } = useTranslation(siteNamespace);
  return <StatePanel frame="page" title={t('state.emptyTitle')} text={t('state.emptyText')} />;
}
