import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '@/shared/config/paths';
import { personalEntries, type PersonalPage } from '../lib/personal-menu';
import { accountNamespace } from '../locales/register';
import styles from './personal-menu.module.css';

/** Other features' counts beside their entries (the route table gives them), such as new drop results. */
export type PersonalBadges = Partial<Record<PersonalPage, ReactNode>>;

/** The personal area's menu: a column beside the page when wide, a scrolling row when narrow. */
export function PersonalMenu({ badges = {} }: { badges?: PersonalBadges }) {
  const { t } = useTranslation(accountNamespace);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // As a scrolling row, the current page's entry may sit off-screen: bring it to the middle.
  useEffect(() => {
    const row = nav.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const box = active.getBoundingClientRect();
    const offset = box.left - row.getBoundingClientRect().left;
    row.scrollLeft += offset - (row.clientWidth - box.width) / 2;
  }, [pathname]);

  return (
    <nav ref={nav} className={styles.nav} aria-label={t('area.menuLabel')}>
      <ul className={styles.list}>
        {personalEntries.map(({ page, available }) => (
          <li key={page} className={styles.item}>
            {available ? (
              <NavLink
                to={paths[page].href()}
                className={({ isActive }) => `${styles.entry} ${isActive ? styles.active : ''}`}
              >
                {t(`menu.${page}`)}
                {badges[page]}
              </NavLink>
            ) : (
              <span className={`${styles.entry} ${styles.soon}`} aria-disabled="true">
                {t(`menu.${page}`)}
                <span className={styles.badge}>{t('area.comingSoon')}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
