import { useTranslation } from 'react-i18next';
import { SignInPanel } from '@/shared/ui/sign-in-panel';
import { Bone } from '@/shared/ui/state-panel';
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
  return (
    <SignInPanel
      heading="h1"
      title={t('state.signedOutTitle')}
      text={t('state.signedOutText')}
      signIn={t('state.signIn')}
    />
  );
}
