import type { RouteSpec } from '../routes';

const payments = { auth: true, permission: 'payments' } as const;

export const paymentsConsoleRoutes = {
  paymentList: { method: 'GET', ...payments },
  reconciliationList: { method: 'GET', ...payments },
  reconciliationInfo: { method: 'GET', ...payments },
  reconciliationRun: { method: 'POST', ...payments },
  mismatchResolve: { method: 'POST', ...payments },
} as const satisfies Record<string, RouteSpec>;
