import type { RouteSpec } from '../routes';

// Issuing serials is the catalogue's side (editors); watching them is the operators'.
const batches = { auth: true, permission: 'serials' } as const;
const watch = { auth: true, permission: 'authenticity' } as const;

export const authenticityConsoleRoutes = {
  serialBatchList: { method: 'GET', ...batches },
  serialBatchInfo: { method: 'GET', ...batches },
  serialBatchCreate: { method: 'POST', ...batches },
  serialBatchSerials: { method: 'GET', ...batches },
  serialBatchLabels: { method: 'GET', ...batches },
  serialBatchExport: { method: 'GET', ...batches },
  serialBatchRevoke: { method: 'POST', ...batches },
  // Serials are activated by the people who ship.
  orderSerialAttach: { method: 'POST', auth: true, permission: 'orders' },
  serialLookup: { method: 'GET', ...watch },
  serialAlertList: { method: 'GET', ...watch },
  serialAlertDecide: { method: 'POST', ...watch },
  fakeReportList: { method: 'GET', ...watch },
  fakeReportDecide: { method: 'POST', ...watch },
} as const satisfies Record<string, RouteSpec>;
