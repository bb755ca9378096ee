import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { appNamespace } from '../locales/register';
import { CartBadgeSlot } from './cart-badge-slot';
import { LanguageSwitch } from './language-switch';
import styles from './mobile-menu.module.css';
import { NavLinks } from './nav-links';
import { UserMenu } from './user-menu';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The small-screen menu: a white panel, 60vw wide, sliding in from the right. */
export function MobileMenu({ id, open, onClose }: MobileMenuProps) {
  const { t } = useTranslation(appNamespace);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { key: locationKey } = useLocation();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Any navigation, including the browser's back button, leaves the menu behind.
  const firstLocation = useRef(locationKey);
  useEffect(() => {
    if (locationKey !== firstLocation.current) onCloseRef.current();
    firstLocation.current = locationKey;
  }, [locationKey]);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={`${styles.root} ${open ? styles.open : ''}`} inert={!open}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        id={id}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.menu')}
      >
        <div className={styles.top}>
          <span className={styles.title}>{t('nav.menu')}</span>
          <button
            ref={closeButton}
            type="button"
            className={styles.close}
            aria-label={t('nav.closeMenu')}
            onClick={onClose}
          >
            <span aria-hidden="true" />
          </button>
        </div>

        <UserMenu panel onNavigate={onClose} />
        <CartBadgeSlot panel onNavigate={onClose} />

        <nav aria-label={t('nav.label')}>
          <NavLinks listClassName={styles.list} linkClassName={styles.link} onNavigate={onClose} />
        </nav>

        <div className={styles.lang}>
          <LanguageSwitch variant="full" tone="light" />
        </div>
      </div>
    </div>
  );
}
