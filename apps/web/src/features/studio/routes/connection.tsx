import '../locales/register';
import { useTranslation } from 'react-i18next';
import { useLinks } from '@/shared/api/get-links';
import { useShopConfig } from '@/shared/api/get-shop-config';
import { ContactView } from '../components/contact-view';
import { StudioEmpty, StudioError, StudioSkeleton } from '../components/studio-states';
import { studioNamespace } from '../locales/register';

/** /CONNECTION: the studio's address, phone, e-mail and hours, and where to go for what. */
export function ConnectionRoute() {
  const { t } = useTranslation(studioNamespace);
  const shop = useShopConfig();
  const links = useLinks();
  const page = t('contact.page');

  if (shop.isPending) return <StudioSkeleton page={page} />;
  if (shop.isError) {
    return (
      <StudioError
        page={page}
        onRetry={() => {
          void shop.refetch();
          if (links.isError) void links.refetch();
        }}
      />
    );
  }
  const { address, service_phone: phone, service_email: email } = shop.data;
  if (!address.trim() && !phone.trim() && !email.trim()) {
    return <StudioEmpty title={t('contact.emptyTitle')} />;
  }
  // The links are extra: without them the page still says how to reach the studio.
  return <ContactView shop={shop.data} links={links.data ?? []} />;
}
