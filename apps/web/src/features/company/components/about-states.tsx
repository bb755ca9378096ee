import { useTranslation } from 'react-i18next';
import { companyNamespace } from '../locales/register';
import { AboutHeroPending } from './about-hero';
import page from './about-page.module.css';
import styles from './about-states.module.css';

/** The page's outline while its content loads, in the proportions of the real thing. */
export function AboutSkeleton() {
  const { t } = useTranslation(companyNamespace);
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{t('state.loading')}</span>
      <AboutHeroPending />
      <div className={page.section} aria-hidden="true">
        <div className={`${page.container} ${styles.skeletonGrid}`}>
          <div>
            <span className={`${styles.bone} ${styles.eyebrow}`} />
            <span className={`${styles.bone} ${styles.heading}`} />
            <span className={`${styles.bone} ${styles.headingShort}`} />
          </div>
          <div className={styles.lines}>
            {[100, 96, 100, 88, 100, 64].map((width, i) => (
              <span
                key={i}
                className={`${styles.bone} ${styles.line}`}
                style={{ width: `${width}%` }}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

interface StateProps {
  title: string;
  text: string;
  action?: { label: string; onClick: () => void };
  tone: 'error' | 'empty';
}

function AboutState({ title, text, action, tone }: StateProps) {
  return (
    <section className={styles.state} role={tone === 'error' ? 'alert' : undefined}>
      <div className={styles.stateInner}>
        <span className={`${styles.mark} ${tone === 'error' ? styles.markError : ''}`} />
        <h1 className={styles.stateTitle}>{title}</h1>
        <p className={styles.stateText}>{text}</p>
        {action && (
          <button type="button" className={styles.button} onClick={action.onClick}>
            {action.label}
          </button>
        )}
      </div>
    </section>
  );
}

export function AboutError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(companyNamespace);
  return (
    <AboutState
      tone="error"
      title={t('state.errorTitle')}
      text={t('state.errorText')}
      action={{ label: t('state.retry'), onClick: onRetry }}
    />
  );
}

export function AboutEmpty() {
  const { t } = useTranslation(companyNamespace);
  return <AboutState tone="empty" title={t('state.emptyTitle')} text={t('state.emptyText')} />;
}
