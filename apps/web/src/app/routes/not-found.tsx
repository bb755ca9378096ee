import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage, statusPageClasses } from '@/shared/ui/status-page';
import { appNamespace } from '../locales/register';
import { paths } from '../paths';

/** ERROR404: whatever path no route claims. */
export function NotFound() {
  const { t } = useTranslation(appNamespace);
  return (
    <StatusPage
      code="404"
      title={t('notFound.title')}
      text={t('notFound.text')}
      actions={
        <Link className={statusPageClasses.primary} to={paths.about.path}>
          {t('notFound.back')}
        </Link>
      }
    />
  );
}
