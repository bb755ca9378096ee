import type { RouteSpec } from '../routes';

/** Customers (operators and admins) and staff roles (admins only). */
export const customerConsoleRoutes = {
  customerList: { method: 'GET', auth: true, permission: 'customers' },
  customerInfo: { method: 'GET', auth: true, permission: 'customers' },
  customerPoints: { method: 'GET', auth: true, permission: 'customers' },
  pointsAdjust: { method: 'POST', auth: true, permission: 'customers' },
  customerDisable: { method: 'POST', auth: true, permission: 'customers' },
  customerEnable: { method: 'POST', auth: true, permission: 'customers' },
  staffList: { method: 'GET', auth: true, permission: 'staff' },
  staffRoleSet: { method: 'POST', auth: true, permission: 'staff' },
} as const satisfies Record<string, RouteSpec>;
