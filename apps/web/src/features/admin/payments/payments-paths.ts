/** Where the payments screens live under /admin. */
export const paymentsPaths = {
  payments: '/admin/payments',
  /** The checked days; `unresolved` keeps only those with a mismatch still open. */
  reconciliation: ({ unresolved = false }: { unresolved?: boolean } = {}) =>
    unresolved ? '/admin/reconciliation?unresolved=1' : '/admin/reconciliation',
  day: (id: number) => `/admin/reconciliation-day?id=${id}`,
};
