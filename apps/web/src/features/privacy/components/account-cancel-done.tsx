import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format';
import { StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { accountCancelNamespace } from '../locales/account-cancel-register';

/** After cancelling: signed out, with the day the account goes and the way to keep it. */
export function AccountCancelDone({ eraseAfter }: { eraseAfter: string }) {
  const { t } = useTranslation(accountCancelNamespace);
  return (
    <StatePanel
      heading="h1"
      title={t('done.title')}
      text={t('done.text', { date: formatDate(eraseAfter, 'YYYY-MM-DD HH:mm') })}
      actions={
        <>
          <Link className={stateClasses.primary} to={paths.login.href()}>
            {t('done.signIn')}
          </Link>
          <Link className={stateClasses.secondary} to={paths.about.href()}>
            {t('done.home')}
          </Link>
        </>
      }
    />
  );
}
