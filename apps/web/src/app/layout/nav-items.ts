import { paths } from '../paths';

export interface NavItem {
  key: string;
  path: string;
  /** Key in the `app` locale namespace. */
  labelKey: string;
}

/** The header navigation, desktop and mobile alike; later pages add their entries here. */
export const navItems: readonly NavItem[] = [
  { key: 'about', path: paths.about.path, labelKey: 'nav.about' },
  { key: 'globalShop', path: paths.globalShop.path, labelKey: 'nav.globalShop' },
  { key: 'pointsMall', path: paths.pointsMall.path, labelKey: 'nav.pointsMall' },
  { key: 'artistTeam', path: paths.artistTeam.path, labelKey: 'nav.artistTeam' },
  { key: 'art', path: paths.art.path, labelKey: 'nav.art' },
];
