import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Bone, RetryPanel, StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { adminNamespace } from '../locales/register';
import styles from './admin-states.module.css';

const { primary, secondary } = stateClasses;

export function AdminSkeleton() {
  const { t } = useTranslation(adminNamespace);
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{t('state.loading')}</span>
      <div className={styles.skeletonBand} aria-hidden="true" />
      <div className={styles.skeletonGrid} aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <Bone key={index} className={styles.block} />
        ))}
      </div>
    </div>
  );
}

export function AdminError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(adminNamespace);
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

export function AdminSignedOut({ loginTo }: { loginTo: string }) {
  const { t } = useTranslation(adminNamespace);
  return (
    <StatePanel
      frame="page"
      title={t('state.signedOutTitle')}
      text={t('state.signedOutText')}
      actions={
        <Link className={primary} to={loginTo}>
          {t('state.signIn')}
        </Link>
      }
    />
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
    <StatePanel
      frame="page"
      code="403"
      title={t('refused.title')}
      text={t('refused.text', { name })}
      actions={
        <>
          <Link className={primary} to={myCenterPath}>
            {t('refused.back')}
          </Link>
          <Link className={secondary} to={homePath}>
            {t('refused.home')}
          </Link>
        </>
      }
    />
  );
}
