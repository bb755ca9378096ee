/**
 * Links to the console's screens. As everywhere in the site, a record's screen names it by
 * `?id=`; a form's screen without one creates a new record.
 */
function withId(path: string) {
  return (id?: number) => (id === undefined ? path : `${path}?id=${id}`);
}

export const consolePaths = {
  home: '/admin',
  dashboard: '/admin/dashboard',
  products: '/admin/products',
  product: withId('/admin/product'),
  categories: '/admin/categories',
  banners: '/admin/banners',
  artists: '/admin/artists',
  orders: '/admin/orders',
  order: withId('/admin/order'),
  customers: '/admin/customers',
  customer: withId('/admin/customer'),
  staff: '/admin/staff',
  settings: '/admin/settings',
  audit: '/admin/audit',
  /** The checked payment days; `unresolved` keeps only those with a mismatch still open. */
  reconciliation: ({ unresolved = false }: { unresolved?: boolean } = {}) =>
    unresolved ? '/admin/reconciliation?unresolved=1' : '/admin/reconciliation',
};
