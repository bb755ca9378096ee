import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { appNamespace } from '../locales/register';
import { navItems } from './nav-items';

export interface NavLinksProps {
  listClassName?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}

export function NavLinks({ listClassName, linkClassName, onNavigate }: NavLinksProps) {
  const { t } = useTranslation(appNamespace);
  return (
    <ul className={listClassName}>
      {navItems.map((item) => (
        <li key={item.key}>
          <NavLink className={linkClassName} to={item.path} onClick={onNavigate}>
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
