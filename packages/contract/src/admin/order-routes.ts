import type { RouteSpec } from '../routes';

export const orderConsoleRoutes = {
  orderAdminList: { method: 'GET', auth: true, permission: 'orders' },
  orderAdminInfo: { method: 'GET', auth: true, permission: 'orders' },
  orderShip: { method: 'POST', auth: true, permission: 'orders' },
  orderTrack: { method: 'POST', auth: true, permission: 'orders' },
  orderShipBatch: { method: 'POST', auth: true, permission: 'orders' },
  orderRefund: { method: 'POST', auth: true, permission: 'orders' },
  orderExport: { method: 'GET', auth: true, permission: 'orders' },
} as const satisfies Record<string, RouteSpec>;
