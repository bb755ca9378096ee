import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShopConfig } from '@/shared/api/get-shop-config';
import { appNamespace } from '../locales/register';
import { paths } from '@/shared/config/paths';
import { CartBadgeSlot, CommunityBadgeSlot } from './badge-slots';
import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo-mark';
import { NavLinks } from './nav-links';
import { UserMenu } from './user-menu';
import styles from './site-header.module.css';

// Only small screens open the menu, and only once asked: it stays out of the first load.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

export function SiteHeader() {
  const { t } = useTranslation(appNamespace);
  const shop = useShopConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link
          to={paths.about.href()}
          className={styles.brand}
          aria-label={shop.data ? undefined : t('brand.home')}
        >
          <LogoMark className={styles.mark} />
          {shop.data ? (
            <span className={styles.name}>{shop.data.name}</span>
          ) : (
            <span className={styles.namePending} aria-hidden="true" />
          )}
        </Link>

        <nav className={styles.nav} aria-label={t('nav.label')}>
          <NavLinks />
        </nav>

        <div className={styles.lang}>
          <LanguageSwitch variant="short" tone="dark" />
        </div>

        <CommunityBadgeSlot />

        <CartBadgeSlot />

        <div className={styles.account}>
          <UserMenu />
        </div>

        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls={menuUsed ? 'mobile-menu' : undefined}
          onPointerEnter={() => void loadMobileMenu()}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
        </button>
      </div>

      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileMenu
            id="mobile-menu"
            open={menuOpen}
            onClose={() => {
              setMenuOpen(false);
              menuButton.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
