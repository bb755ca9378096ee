import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useModalLock } from '@/shared/ui/use-modal-lock';
import { appNamespace } from '../locales/register';
import { CartBadgeSlot, CommunityBadgeSlot } from './badge-slots';
import { LanguageSwitch } from './language-switch';
import styles from './mobile-menu.module.css';
import { isNavGroup, navEntries } from './nav-items';
import { UserMenu } from './user-menu';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The navigation as the menu lists it: plain links, and each group as a titled section. */
function NavSections({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(appNamespace);
  return (
    <ul className={styles.list}>
      {navEntries.map((entry) =>
        isNavGroup(entry) ? (
          <li key={entry.key} className={styles.section}>
            {entry.path ? (
              <NavLink className={styles.link} to={entry.path} end onClick={onNavigate}>
                {t(entry.labelKey)}
              </NavLink>
            ) : (
              <p className={styles.caption}>{t(entry.labelKey)}</p>
            )}
            <ul className={styles.sub}>
              {entry.items.map((item) => (
                <li key={item.key}>
                  <NavLink className={styles.subLink} to={item.path} onClick={onNavigate}>
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        ) : (
          <li key={entry.key}>
            <NavLink className={styles.link} to={entry.path} onClick={onNavigate}>
              {t(entry.labelKey)}
            </NavLink>
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The small-screen menu: a white panel, 60vw wide, sliding in from the right. The header loads
 * it on first use, so it is mounted already open: it slides in a frame later.
 */
export function MobileMenu({ id, open, onClose }: MobileMenuProps) {
  const { t } = useTranslation(appNamespace);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { key: locationKey } = useLocation();
  const [shown, setShown] = useState(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(open));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  // Any navigation, including the browser's back button, leaves the menu behind.
  const firstLocation = useRef(locationKey);
  useEffect(() => {
    if (locationKey !== firstLocation.current) onCloseRef.current();
    firstLocation.current = locationKey;
  }, [locationKey]);

  useEffect(() => {
    if (shown) closeButton.current?.focus();
  }, [shown]);

  useModalLock(open, (event) => {
    if (event.key === 'Escape') onClose();
  });

  return (
    <div className={`${styles.root} ${shown ? styles.open : ''}`} inert={!open}>
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

        <div className={styles.lang}>
          <LanguageSwitch variant="full" tone="light" />
        </div>

        <UserMenu panel onNavigate={onClose} />
        <CartBadgeSlot panel onNavigate={onClose} />
        <CommunityBadgeSlot panel onNavigate={onClose} />

        <nav aria-label={t('nav.label')}>
          <NavSections onNavigate={onClose} />
        </nav>
      </div>
    </div>
  );
}
