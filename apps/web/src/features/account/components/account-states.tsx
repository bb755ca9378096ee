import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginRedirect } from '@/shared/lib/login-redirect';
import { useAccountPaths } from '../account-paths';
import { accountNamespace } from '../locales/register';
import styles from './account-states.module.css';

/** A page's outline while it loads: blocks where the cards will be. */
export function AccountSkeleton({ blocks = [180, 120, 240] }: { blocks?: number[] }) {
  const { t } = useTranslation(accountNamespace);
  return (
    <div role="status" aria-live="polite" className={styles.skeleton}>
      <span className="visually-hidden">{t('state.loading')}</span>
      {blocks.map((height, index) => (
        <span key={index} className={styles.bone} style={{ height }} aria-hidden="true" />
      ))}
    </div>
  );
}

export function AccountError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(accountNamespace);
  return (
    <section className={styles.state} role="alert">
      <span className={`${styles.mark} ${styles.markError}`} aria-hidden="true" />
      <h1 className={styles.title}>{t('state.errorTitle')}</h1>
      <p className={styles.text}>{t('state.errorText')}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('state.retry')}
      </button>
    </section>
  );
}

/** The session ended while the page was open: offer the way back instead of a broken page. */
export function SignedOut() {
  const { t } = useTranslation(accountNamespace);
  const paths = useAccountPaths();
  const location = useLocation();
  return (
    <section className={styles.state}>
      <span className={styles.mark} aria-hidden="true" />
      <h1 className={styles.title}>{t('state.signedOutTitle')}</h1>
      <p className={styles.text}>{t('state.signedOutText')}</p>
      <Link
        className={styles.button}
        to={loginRedirect(paths.login.path, location.pathname + location.search)}
      >
        {t('state.signIn')}
      </Link>
    </section>
  );
}
