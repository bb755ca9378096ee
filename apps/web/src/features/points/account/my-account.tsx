import './locales/register';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import panel from '@/shared/ui/panel.module.css';
import { LoadingOutline, RetryPanel } from '@/shared/ui/state-panel';
import { ExpiringPoints } from './expiring-points';
import { pointsAccountNamespace } from './locales/register';
import { usePointsAccount } from './points-account-api';
import { PointsLedger } from './points-ledger';
import { PointsSummary } from './points-summary';
import styles from './my-account.module.css';

/**
 * /myAccount: usable and cumulative points, the level, what expires soon and the history.
 * The daily sign-in panel (`signIn`, given by the route table: features do not import each
 * other) sits at the top, above the points it adds to.
 */
export function MyAccountRoute({ signIn }: { signIn?: ReactNode }) {
  const { t } = useTranslation(pointsAccountNamespace);
  const account = usePointsAccount();

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={panel.pageTitle}>{t('title')}</h1>
        <p className={panel.note}>{t('lead')}</p>
      </header>
      {signIn}
      {account.isPending ? (
        <LoadingOutline label={t('loading')} heights={[200, 140]} />
      ) : account.isError ? (
        <RetryPanel
          heading="h2"
          title={t('errorTitle')}
          text={t('errorText')}
          retry={t('retry')}
          onRetry={() => void account.refetch()}
        />
      ) : (
        <>
          <PointsSummary account={account.data} />
          <ExpiringPoints account={account.data} />
        </>
      )}
      <PointsLedger />
    </div>
  );
}
