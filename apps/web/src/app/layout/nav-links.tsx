import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { appNamespace } from '../locales/register';
import { isNavGroup, navEntries, type NavGroup } from './nav-items';
import styles from './nav-links.module.css';

/** Whether the current page is the group's own or one of its pages. */
const inGroup = (group: NavGroup, pathname: string) =>
  [group, ...group.items].some((entry) => entry.path?.toLowerCase() === pathname.toLowerCase());

/**
 * The desktop header's navigation. A group's pages drop down on hover (CSS), and on a click or
 * Enter of its toggle; Esc or moving focus away closes them again.
 */
export function NavLinks() {
  const { t } = useTranslation(appNamespace);
  const { pathname } = useLocation();
  const [open, setOpen] = useState('');
  const close = () => setOpen('');

  return (
    <ul className={styles.list}>
      {navEntries.map((entry) => {
        if (!isNavGroup(entry)) {
          return (
            <li key={entry.key}>
              <NavLink className={styles.link} to={entry.path}>
                {t(entry.labelKey)}
              </NavLink>
            </li>
          );
        }
        const label = t(entry.labelKey);
        const active = inGroup(entry, pathname) ? 'active' : '';
        const expanded = open === entry.key;
        return (
          <li
            key={entry.key}
            className={styles.group}
            onKeyDown={(event) => {
              if (event.key !== 'Escape' || !expanded) return;
              close();
              event.currentTarget.querySelector('button')?.focus();
            }}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) close();
            }}
          >
            {entry.path ? (
              <NavLink className={`${styles.link} ${active}`} to={entry.path} onClick={close}>
                {label}
              </NavLink>
            ) : null}
            <button
              type="button"
              className={`${styles.link} ${styles.toggle} ${entry.path ? '' : active}`}
              aria-expanded={expanded}
              aria-controls={`nav-${entry.key}`}
              aria-label={entry.path ? t('nav.more', { name: label }) : undefined}
              onClick={() => setOpen(expanded ? '' : entry.key)}
            >
              {entry.path ? null : label}
              <span className={styles.chevron} aria-hidden="true" />
            </button>
            <ul
              id={`nav-${entry.key}`}
              className={`${styles.menu} ${entry.items.length > 5 ? styles.wide : ''}`}
              hidden={!expanded}
            >
              {entry.items.map((item) => (
                <li key={item.key}>
                  <NavLink className={styles.item} to={item.path} onClick={close}>
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
