import type { RouteSpec } from '../routes';

export const dashboardConsoleRoutes = {
  dashboardStats: { method: 'GET', auth: true, permission: 'dashboard' },
} as const satisfies Record<string, RouteSpec>;
