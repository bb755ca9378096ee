import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addLocale } from '@/shared/i18n/i18n';
import { StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { paths } from '@/shared/config/paths';
import en from '../locales/not-found/en.json';
import zhCn from '../locales/not-found/zh-cn.json';

/** The 404's texts load with it, not with every page. Its title names the route (`router.tsx`). */
export const notFoundNamespace = 'notFound';
addLocale(notFoundNamespace, { 'zh-cn': zhCn, en });

/** ERROR404: whatever path no route claims. */
export function NotFound() {
  const { t } = useTranslation(notFoundNamespace);
  return (
    <StatePanel
      frame="page"
      code="404"
      title={t('title')}
      text={t('text')}
      actions={
        <Link className={stateClasses.primary} to={paths.about.href()}>
          {t('back')}
        </Link>
      }
    />
  );
}
