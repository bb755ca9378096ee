import {
  AppstoreOutlined,
  AccountBookOutlined,
  AlertOutlined,
  AuditOutlined,
  BarChartOutlined,
  CommentOutlined,
  ControlOutlined,
  ExceptionOutlined,
  FileTextOutlined,
  FlagOutlined,
  FolderOutlined,
  GiftOutlined,
  GlobalOutlined,
  IdcardOutlined,
  InboxOutlined,
  MenuOutlined,
  PictureOutlined,
  ReadOutlined,
  ReconciliationOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  StarOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UserAddOutlined,
  UserDeleteOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { Role } from '@atelier/contract/codes';
import { can } from '@atelier/contract/permissions';
import { Button, ConfigProvider, Drawer, Grid, Segmented, Tag } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LANGS } from '@atelier/contract/codes';
import { setLang, useLang } from '@/shared/i18n/i18n';
import '../console/register-routes';
import { adminNamespace } from '../locales/register';
import { allScreens } from './all-screens';
import { consolePaths } from '../console/console-paths';
import { ConsoleNotFound, ScreenGate } from '../console/screen-gate';
import { MENU_KEYS, type MenuKey } from '../console/screens';
import styles from './console-shell.module.css';

const icons: Record<MenuKey, ReactNode> = {
  dashboard: <BarChartOutlined />,
  products: <AppstoreOutlined />,
  categories: <FolderOutlined />,
  banners: <PictureOutlined />,
  artists: <SolutionOutlined />,
  drops: <ThunderboltOutlined />,
  orders: <ShoppingCartOutlined />,
  payments: <ReconciliationOutlined />,
  customers: <UserOutlined />,
  staff: <TeamOutlined />,
  cancellations: <UserDeleteOutlined />,
  settings: <SettingOutlined />,
  pointsRules: <StarOutlined />,
  gameRules: <GiftOutlined />,
  pointsLiability: <AccountBookOutlined />,
  communityGroups: <CommentOutlined />,
  communityApplications: <UserAddOutlined />,
  communityReports: <FlagOutlined />,
  communitySettings: <ControlOutlined />,
  serialBatches: <SafetyCertificateOutlined />,
  serialAlerts: <AlertOutlined />,
  fakeReports: <ExceptionOutlined />,
  sitePages: <GlobalOutlined />,
  news: <ReadOutlined />,
  richTexts: <FileTextOutlined />,
  positions: <IdcardOutlined />,
  applications: <InboxOutlined />,
  audit: <AuditOutlined />,
};

// The site's near-black primary colour would fill the selected entry; a light tint reads better.
/**
 * The console's text at 4.5:1 or more on its ground: antd's placeholder, label and empty-list
 * greys are 2-3:1 on white. Tags get darker ink of their own colour (`console-shell.module.css`).
 */
const consoleTheme = {
  token: {
    colorTextPlaceholder: '#6e6e73',
    colorTextTertiary: '#5c5c66',
    colorTextQuaternary: '#6e6e73',
    colorTextDisabled: '#6e6e73',
    // The shop's ink accent makes antd's info notes dark grey behind black text.
    colorInfoBg: '#f4f4f6',
    colorInfoBorder: '#d9d9de',
  },
};

/** The sidebar's entries this role may open, in menu order. */
export function menuFor(role: Role) {
  return MENU_KEYS.flatMap((key) => {
    const screen = allScreens.find((s) => s.menu === key);
    return screen && can(role, screen.permission) ? [{ key, path: `/admin/${screen.path}` }] : [];
  });
}

export interface ConsoleShellProps {
  role: Role;
  name: string;
  /** Ends the session on the server and in this browser. */
  onSignOut: () => Promise<void>;
  shopPath: string;
}

/**
 * The console's frame: a sidebar that lists only what the role may do (a drawer on a phone), a
 * bar with who is signed in, and the screen the address names.
 */
export function ConsoleShell({ role, name, onSignOut, shopPath }: ConsoleShellProps) {
  const { t } = useTranslation(adminNamespace);
  const wide = Grid.useBreakpoint().lg ?? true;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const entries = menuFor(role);
  const lang = useLang();
  // Screens have flat paths and read ids from the query, so the address names one directly.
  const here = allScreens.find((screen) => location.pathname === `/admin/${screen.path}`);
  const selected = here?.menu ?? here?.within;
  const atHome = location.pathname.replace(/\/$/, '') === consolePaths.home;
  const first = menuFor(role)[0]?.path;
  useEffect(() => {
    if (atHome && first) void navigate(first, { replace: true });
  }, [atHome, first, navigate]);

  // The sidebar's links as antd's inline menu draws them, without its menu machinery (every
  // screen loads the frame).
  const menu = (
    <ul className={styles.menu}>
      {entries.map(({ key, path }) => (
        <li key={key}>
          <Link
            to={path}
            className={styles.menuItem}
            aria-current={selected === key ? 'page' : undefined}
            onClick={() => setDrawerOpen(false)}
          >
            <span className={styles.menuIcon} aria-hidden="true">
              {icons[key]}
            </span>
            <span>{t(`menu.${key}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <ConfigProvider theme={consoleTheme} tag={{ className: styles.tag }}>
      <div className={styles.shell} data-console-shell>
        <a className={styles.skip} href="#main">
          {t('skip')}
        </a>
        {wide ? (
          <aside className={styles.sider}>
            <Link to={consolePaths.home} className={styles.brand}>
              {t('brand')}
            </Link>
            <nav aria-label={t('menuLabel')}>{menu}</nav>
          </aside>
        ) : (
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title={t('brand')}
            size={260}
          >
            <nav aria-label={t('menuLabel')}>{menu}</nav>
          </Drawer>
        )}
        <div className={styles.page}>
          <header className={styles.bar}>
            {wide ? null : (
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label={t('openMenu')}
                onClick={() => setDrawerOpen(true)}
                className={styles.menuButton}
              />
            )}
            {wide ? null : <span className={styles.barBrand}>{t('brand')}</span>}
            <span className={styles.spacer} />
            <Segmented
              size="small"
              aria-label={t('language')}
              value={lang}
              options={LANGS.map((value) => ({ value, label: t(`languages.${value}`) }))}
              onChange={(value) => setLang(value)}
            />
            <span className={styles.who}>
              <span className={styles.name}>{name}</span>
              <Tag color="blue">{t(`roles.${role}`)}</Tag>
            </span>
            <Link to={shopPath} className={styles.shopLink}>
              {t('viewShop')}
            </Link>
            <Button
              onClick={() =>
                // The sign-in page opens once the session has ended here too: opened sooner, a
                // reload there would still send the old token and be told the session expired.
                void onSignOut().then(() => navigate('/login', { replace: true }))
              }
            >
              {t('signOut')}
            </Button>
          </header>
          <main id="main" className={styles.content} tabIndex={-1}>
            {here ? (
              <ScreenGate screen={here} role={role} />
            ) : atHome && first ? null : (
              <ConsoleNotFound />
            )}
          </main>
        </div>
      </div>
    </ConfigProvider>
  );
}
