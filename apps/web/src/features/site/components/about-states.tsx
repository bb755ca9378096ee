import { useTranslation } from 'react-i18next';
import { Bone, LoadingStatus, StatePanel } from '@/shared/ui/state-panel';
import { siteNamespace } from '../locales/register';
import { AboutHeroPending } from './about-hero';
import page from './about-page.module.css';
import styles from './about-states.module.css';
import { LoadErrorPanel } from '@/shared/ui/load-error-panel';

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

export function AboutError({ onRetry }: { onRetry: () => void }) {
  return <LoadErrorPanel namespace={siteNamespace} frame="page" onRetry={onRetry} />;
}

export function AboutEmpty() {
  const { t } = useTranslation(siteNamespace);
  return <StatePanel frame="page" title={t('state.emptyTitle')} text={t('state.emptyText')} />;
}
