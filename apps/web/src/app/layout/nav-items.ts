import { paths, type PathName } from '@/shared/config/paths';

export interface NavItem {
  key: string;
  path: string;
  /** Key in the `app` locale namespace. */
  labelKey: string;
}

export interface NavGroup extends Omit<NavItem, 'path'> {
  /** A group that is also a page: its label links there, its pages open beside it. */
  path?: string;
  items: readonly NavItem[];
}

/** The pages a link reaches without parameters. */
type PlainPage = {
  [K in PathName]: (typeof paths)[K] extends { href: () => string } ? K : never;
}[PathName];

const item = (key: PlainPage): NavItem => ({
  key,
  path: paths[key].href(),
  labelKey: `nav.${key}`,
});

/**
 * The header navigation: groups open as dropdowns on the desktop and are sections of the mobile
 * menu; other entries are plain links.
 */
export const navEntries: readonly (NavItem | NavGroup)[] = [
  {
    ...item('about'),
    items: [
      item('business'),
      item('idea'),
      item('city'),
      item('founder'),
      item('coreTeam'),
      item('artistTeam'),
      item('gallery'),
      item('connection'),
    ],
  },
  {
    key: 'create',
    labelKey: 'nav.create',
    items: [
      item('process'),
      item('technology'),
      item('art'),
      item('superIndividual'),
      item('mrExperience'),
    ],
  },
  {
    key: 'shop',
    labelKey: 'nav.shop',
    items: [item('globalShop'), item('pointsMall'), item('playGame')],
  },
  item('news'),
  item('community'),
  item('joinUs'),
];

export function isNavGroup(entry: NavItem | NavGroup): entry is NavGroup {
  return 'items' in entry;
}
