import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { appNamespace } from '../locales/register';
import { paths } from '@/shared/config/paths';

/** ERROR404: whatever path no route claims. */
export function NotFound() {
  const { t } = useTranslation(appNamespace);
  return (
    <StatePanel
      frame="page"
      code="404"
      title={t('notFound.title')}
      text={t('notFound.text')}
      actions={
        <Link className={stateClasses.primary} to={paths.about.href()}>
          {t('notFound.back')}
        </Link>
      }
    />
  );
}
