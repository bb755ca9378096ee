import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminNamespace } from '../locales/register';
import styles from './admin-states.module.css';

function StatePage({
  code,
  title,
  text,
  children,
  alert,
}: {
  code?: string;
  title: string;
  text: string;
  children: ReactNode;
  alert?: boolean;
}) {
  return (
    <section className={styles.wrap} role={alert ? 'alert' : undefined}>
      <div className={styles.inner}>
        {code ? (
          <p className={styles.code} aria-hidden="true">
            {code}
          </p>
        ) : (
          <span className={styles.mark} aria-hidden="true" />
        )}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}

export function AdminSkeleton() {
  const { t } = useTranslation(adminNamespace);
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{t('state.loading')}</span>
      <div className={styles.skeletonBand} aria-hidden="true" />
      <div className={styles.skeletonGrid} aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <span key={index} className={styles.bone} />
        ))}
      </div>
    </div>
  );
}

export function AdminError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(adminNamespace);
  return (
    <StatePage title={t('state.errorTitle')} text={t('state.errorText')} alert>
      <button type="button" className={styles.primary} onClick={onRetry}>
        {t('state.retry')}
      </button>
    </StatePage>
  );
}

export function AdminSignedOut({ loginTo }: { loginTo: string }) {
  const { t } = useTranslation(adminNamespace);
  return (
    <StatePage title={t('state.signedOutTitle')} text={t('state.signedOutText')}>
      <Link className={styles.primary} to={loginTo}>
        {t('state.signIn')}
      </Link>
    </StatePage>
  );
}

export function AdminRefusal({
  name,
  myCenterPath,
  homePath,
}: {
  name: string;
  myCenterPath: string;
  homePath: string;
}) {
  const { t } = useTranslation(adminNamespace);
  return (
    <StatePage code="403" title={t('refused.title')} text={t('refused.text', { name })}>
      <Link className={styles.primary} to={myCenterPath}>
        {t('refused.back')}
      </Link>
      <Link className={styles.secondary} to={homePath}>
        {t('refused.home')}
      </Link>
    </StatePage>
  );
}
