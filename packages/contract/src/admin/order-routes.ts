import type { RouteSpec } from '../routes';

export const orderConsoleRoutes = {
  orderShip: { method: 'POST', auth: true, permission: 'orders' },
  orderTrack: { method: 'POST', auth: true, permission: 'orders' },
} as const satisfies Record<string, RouteSpec>;
