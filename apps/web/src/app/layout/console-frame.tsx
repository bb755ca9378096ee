import { useTranslation } from 'react-i18next';
import { AdminRoute } from '@/features/admin/routes/admin';
import { AntdScope } from '../antd/antd-scope';
import { appNamespace } from '../locales/register';
import { useNavigationEffects } from '../navigation/use-navigation-effects';
import styles from './app-layout.module.css';
import { LanguageSwitch } from './language-switch';

/** The console's frame: what every navigation does, and the site's language switch. */
export function ConsoleFrame() {
  const { t } = useTranslation(appNamespace);
  useNavigationEffects();
  return (
    <>
      <a className={styles.skip} href="#main">
        {t('skip')}
      </a>
      <AntdScope>
        <AdminRoute languageSwitch={<LanguageSwitch variant="short" tone="light" />} />
      </AntdScope>
    </>
  );
}
