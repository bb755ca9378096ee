import '../locales/register';
import { useTranslation } from 'react-i18next';
import { useUserCenter } from '@/shared/api/get-user-center';
import { AccountError, AccountSkeleton } from '../components/account-states';
import { ChangePasswordForm } from '../components/change-password-form';
import panel from '@/shared/ui/panel.module.css';
import { RebindMobile } from '../components/rebind-mobile';
import { accountNamespace } from '../locales/register';

/** /security: change the password; rebind the phone in two steps. */
export function SecurityRoute() {
  const { t } = useTranslation(accountNamespace);
  const center = useUserCenter();

  return (
    <>
      <section className={panel.panel} aria-labelledby="security-title">
        <h1 id="security-title" className={panel.pageTitle}>
          {t('security.title')}
        </h1>
        <p className={panel.lead}>{t('security.lead')}</p>
        <h2 className={panel.title}>{t('security.passwordTitle')}</h2>
        <div className={panel.body}>
          <ChangePasswordForm />
        </div>
      </section>
      <section className={panel.panel} aria-labelledby="mobile-title">
        <div className={panel.head}>
          <h2 id="mobile-title" className={panel.title}>
            {t('security.mobileTitle')}
          </h2>
        </div>
        {center.isPending ? (
          <AccountSkeleton blocks={[32, 180]} />
        ) : center.isError ? (
          <AccountError onRetry={() => void center.refetch()} />
        ) : center.data.user.mobile ? (
          <RebindMobile key={center.data.user.id} mobile={center.data.user.mobile} />
        ) : (
          <p className={panel.lead}>{t('security.noMobile')}</p>
        )}
      </section>
    </>
  );
}
