import type { Permission } from '@atelier/contract/permissions';
import type { ComponentType } from 'react';

/** The menu entries, in the order the sidebar shows them; a screen outside the menu has none. */
export const MENU_KEYS = [
  'dashboard',
  'products',
  'categories',
  'banners',
  'artists',
  'drops',
  'orders',
  'payments',
  'customers',
  'staff',
  'cancellations',
  'settings',
  'pointsRules',
  'gameRules',
  'pointsLiability',
  'communityGroups',
  'communityApplications',
  'communityReports',
  'communitySettings',
  'serialBatches',
  'serialAlerts',
  'fakeReports',
  'sitePages',
  'news',
  'richTexts',
  'positions',
  'applications',
  'audit',
] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

/**
 * One console screen: where it lives under `/admin/`, the permission it needs (the server checks
 * the same on every action it calls), and its code, loaded only when it is opened.
 */
export interface ConsoleScreen {
  /** Relative to `/admin/`, such as `products` or `product`. */
  path: string;
  permission: Permission;
  /** Its sidebar entry, if it has one; detail screens are reached from their list. */
  menu?: MenuKey;
  /** A detail screen's list: its entry stays selected in the sidebar. */
  within?: MenuKey;
  /** `lazy(() => import(...))`: its code loads the first time it is opened. */
  Component: ComponentType;
}
