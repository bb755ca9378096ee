import type { Role } from './codes';

/*
 * Staff roles and what each may do in the console. Apart from `codes.ts` because only the
 * console and the server need them: every customer page's first load carries codes.ts.
 */
export const STAFF_ROLES = ['admin', 'operator', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a console action may need. `admin` holds them all; an `operator` runs orders,
 * customers, the points rules, community moderation and the watch over serials (alerts, reported
 * fakes); an `editor` the catalogue and the serials it issues.
 */
export const PERMISSIONS = [
  'dashboard',
  'catalog',
  'orders',
  'customers',
  'settings',
  'points',
  'community',
  'serials',
  'authenticity',
  'staff',
  'audit',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  user: [],
  admin: PERMISSIONS,
  operator: ['dashboard', 'orders', 'customers', 'points', 'community', 'authenticity'],
  editor: ['catalog', 'serials'],
};

/** What an audit row is about. */
export const AUDIT_TARGETS = [
  'product',
  'category',
  'banner',
  'artisan',
  'order',
  'customer',
  'settings',
  'score_config',
  'game_config',
  'group',
  'group_application',
  'group_report',
  'group_member',
  'community_settings',
  'serial_batch',
  'serial_alert',
  'fake_report',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export function isStaff(role: Role): role is StaffRole {
  return role !== 'user';
}

export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
