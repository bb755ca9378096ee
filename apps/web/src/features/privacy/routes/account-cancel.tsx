import '../locales/account-cancel-register';
import { LeftOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserInfo } from '@/shared/api/get-user-info';
import { paths } from '@/shared/config/paths';
import { useSession } from '@/shared/session/session-store';
import { LoadingOutline, RetryPanel, StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { useAccountCancelInfo } from '../api/account-cancel-info';
import { AccountCancelBlocking } from '../components/account-cancel-blocking';
import { AccountCancelDone } from '../components/account-cancel-done';
import { AccountCancelForm } from '../components/account-cancel-form';
import { AccountCancelLosses } from '../components/account-cancel-losses';
import { accountCancelNamespace } from '../locales/account-cancel-register';
import panel from '@/shared/ui/panel.module.css';
import styles from '../components/account-cancel.module.css';

/**
 * /accountCancel (注销账号): what cancelling loses, the orders that stop it, and the SMS code that
 * confirms it. Outside the personal area's frame: cancelling signs the customer out, and the page
 * must still say when the account goes and how to keep it.
 */
export function AccountCancelRoute() {
  const { t } = useTranslation(accountCancelNamespace);
  const [eraseAfter, setEraseAfter] = useState<string | null>(null);
  const signedIn = useSession((state) => state.token !== '');
  const info = useAccountCancelInfo();
  const user = useUserInfo();
  const logout = useSession((state) => state.logout);

  const cancelled = (when: string) => {
    setEraseAfter(when);
    // The server has ended every session; the browser forgets its copy too.
    logout();
  };

  let body;
  if (eraseAfter !== null) {
    body = <AccountCancelDone eraseAfter={eraseAfter} />;
  } else if (!signedIn) {
    body = (
      <StatePanel
        heading="h2"
        title={t('signedOutTitle')}
        text={t('signedOutText')}
        actions={
          <Link className={stateClasses.primary} to={paths.login.href(paths.accountCancel.href())}>
            {t('signIn')}
          </Link>
        }
      />
    );
  } else if (info.isPending || user.isPending) {
    body = <LoadingOutline label={t('loading')} heights={[260, 220]} />;
  } else if (info.isError || user.isError) {
    body = (
      <RetryPanel
        title={t('loadFailedTitle')}
        text={t('loadFailedText')}
        retry={t('retry')}
        onRetry={() => {
          void info.refetch();
          void user.refetch();
        }}
      />
    );
  } else {
    const blocking = info.data.blocking_orders;
    body = (
      <>
        <p className={panel.lead}>{t('lead', { days: info.data.cooling_off_days })}</p>
        <AccountCancelLosses info={info.data} />
        {blocking.length > 0 ? (
          <AccountCancelBlocking orders={blocking} />
        ) : (
          <AccountCancelForm mobile={user.data.mobile} onCancelled={cancelled} />
        )}
      </>
    );
  }

  return (
    <div className={styles.area}>
      <div className={styles.inner}>
        {eraseAfter === null ? (
          <>
            <Link to={paths.myData.href()} className={styles.back}>
              <LeftOutlined aria-hidden="true" /> {t('back')}
            </Link>
            <h1 className={panel.pageTitle}>{t('title')}</h1>
          </>
        ) : null}
        {body}
      </div>
    </div>
  );
}
