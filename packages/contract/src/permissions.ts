import type { z } from 'zod';
import type { Role } from './codes';
import { CONTENT_AUDIT_TARGETS } from './admin/content-formats';
import type { consoleSchemas } from './admin/schemas';

/*
 * Staff roles and what each may do in the console. Apart from `codes.ts` because only the
 * console and the server need them: every customer page's first load carries codes.ts.
 */
export const STAFF_ROLES = ['admin', 'operator', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a console action may need. `admin` holds them all; an `operator` runs orders, the
 * payments and their daily reconciliation, customers, the points rules, community moderation and the watch over serials (alerts, reported
 * fakes) and job applications; an `editor` the catalogue, the serials it issues and the site's
 * content (pages, news, texts, links, job postings).
 */
export const PERMISSIONS = [
  'dashboard',
  'catalog',
  'orders',
  'payments',
  'customers',
  'settings',
  'points',
  'community',
  'serials',
  'authenticity',
  'content',
  'hiring',
  'staff',
  'audit',
  'privacy',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  user: [],
  admin: PERMISSIONS,
  operator: [
    'dashboard',
    'orders',
    'payments',
    'customers',
    'points',
    'community',
    'authenticity',
    'hiring',
  ],
  editor: ['catalog', 'serials', 'content'],
};

type ConsoleInputs = {
  [K in keyof typeof consoleSchemas]: z.input<(typeof consoleSchemas)[K]['input']>;
};

/**
 * Console actions aimed at one account, each with the input field naming it. On a staff account
 * only an administrator may run them: the server refuses anyone else before the action starts.
 * A console action with an account field must be listed here (a test reads every schema).
 */
export const ACCOUNT_ACTIONS = {
  customerInfo: 'id',
  customerPoints: 'id',
  pointsAdjust: 'id',
  customerDisable: 'id',
  customerEnable: 'id',
  staffRoleSet: 'id',
  communityBan: 'user_id',
  communityUnban: 'user_id',
} as const satisfies { [K in keyof ConsoleInputs]?: keyof ConsoleInputs[K] & string };
export type AccountAction = keyof typeof ACCOUNT_ACTIONS;

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
  ...CONTENT_AUDIT_TARGETS,
  'position',
  'application',
  'erasure',
  'payment_reconciliation',
  'payment_mismatch',
  'drop',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** How the audit trail names the shop's own jobs (the erasure and retention of personal data). */
export const SYSTEM_ACTOR = { id: 0, name: 'system', role: 'system' } as const;

export function isStaff(role: Role): role is StaffRole {
  return role !== 'user';
}

export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
