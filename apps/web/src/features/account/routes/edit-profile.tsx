import '../locales/register';
import { useTranslation } from 'react-i18next';
import { useUserCenter } from '@/shared/api/get-user-center';
import { AccountError, AccountSkeleton } from '../components/account-states';
import { EditProfileForm } from '../components/edit-profile-form';
import panel from '@/shared/ui/panel.module.css';
import { accountNamespace } from '../locales/register';

/** /editProfile: nickname, gender, birthday and avatar. */
export function EditProfileRoute() {
  const { t } = useTranslation(accountNamespace);
  const center = useUserCenter();

  if (center.isPending) return <AccountSkeleton blocks={[560]} />;
  if (center.isError) return <AccountError onRetry={() => void center.refetch()} />;

  return (
    <section className={panel.panel} aria-labelledby="edit-profile-title">
      <h1 id="edit-profile-title" className={panel.pageTitle}>
        {t('profile.title')}
      </h1>
      <p className={panel.lead}>{t('profile.lead')}</p>
      <EditProfileForm key={center.data.user.id} user={center.data.user} />
    </section>
  );
}
