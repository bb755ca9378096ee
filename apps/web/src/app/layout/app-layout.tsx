import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { inPreview } from '@/shared/lib/preview';
import { Outlet } from 'react-router';
import { AntdScope } from '../antd/antd-scope';
import { appNamespace } from '../locales/register';
import { useNavigationEffects } from '../navigation/use-navigation-effects';
import styles from './app-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Only a preview loads the ribbon: visitors never download it.
const PreviewRibbon = lazy(() => import('@/shared/ui/preview-ribbon'));

/** The `layout` route: header, the current page, footer. */
export function AppLayout() {
  const { t } = useTranslation(appNamespace);
  useNavigationEffects();

  return (
    <div className={styles.shell}>
      {inPreview() && (
        <Suspense fallback={null}>
          <PreviewRibbon />
        </Suspense>
      )}
      <a className={styles.skip} href="#main">
        {t('skip')}
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <AntdScope>
          <Outlet />
        </AntdScope>
      </main>
      <SiteFooter />
    </div>
  );
}
