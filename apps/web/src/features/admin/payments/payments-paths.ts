import { consolePaths } from '../console/console-paths';

/** Where the payments screens live under /admin. */
export const paymentsPaths = {
  payments: '/admin/payments',
  reconciliation: consolePaths.reconciliation,
  day: (id: number) => `/admin/reconciliation-day?id=${id}`,
};
