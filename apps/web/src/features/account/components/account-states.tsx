import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Bone, StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { paths } from '@/shared/config/paths';
import { accountNamespace } from '../locales/register';
import styles from './account-states.module.css';
import { LoadErrorPanel } from '@/shared/ui/load-error-panel';

/** A page's outline while it loads: blocks where the cards will be. */
export function AccountSkeleton({ blocks = [180, 120, 240] }: { blocks?: number[] }) {
  const { t } = useTranslation(accountNamespace);
  return (
    <div role="status" aria-live="polite" className={styles.skeleton}>
      <span className="visually-hidden">{t('state.loading')}</span>
      {blocks.map((height, index) => (
        <Bone key={index} style={{ height }} />
      ))}
    </div>
  );
}

export function AccountError({ onRetry }: { onRetry: () => void }) {
  return <LoadErrorPanel namespace={accountNamespace} heading="h1" onRetry={onRetry} />;
}

/** The session ended while the page was open: offer the way back instead of a broken page. */
export function SignedOut() {
  const { t } = useTranslation(accountNamespace);
  const location = useLocation();
  return (
    <StatePanel
      heading="h1"
      title={t('state.signedOutTitle')}
      text={t('state.signedOutText')}
      actions={
        <Link
          className={stateClasses.primary}
          to={paths.login.href(location.pathname + location.search)}
        >
          {t('state.signIn')}
        </Link>
      }
    />
  );
}
