import type { RouteSpec } from '../routes';

export const pointsConsoleRoutes = {
  scoreConfigInfo: { method: 'GET', auth: true, permission: 'points' },
  scoreConfigSave: { method: 'POST', auth: true, permission: 'points' },
  gameConfigInfo: { method: 'GET', auth: true, permission: 'points' },
  gameConfigSave: { method: 'POST', auth: true, permission: 'points' },
  pointsLiability: { method: 'GET', auth: true, permission: 'points' },
} as const satisfies Record<string, RouteSpec>;
