import type { RouteSpec } from '../routes';

export const auditRoutes = {
  auditList: { method: 'GET', auth: true, permission: 'audit' },
  auditActions: { method: 'GET', auth: true, permission: 'audit' },
} as const satisfies Record<string, RouteSpec>;
