/**
 * Method and auth of every action, as plain data. The web client needs these at run time;
 * keeping them apart from the zod schemas keeps zod out of the first-load bundle. The registry
 * in `registry.ts` is checked against this map by the compiler, both ways.
 */
export const routes = {
  banner: { method: 'GET', auth: false },
  company: { method: 'GET', auth: false },
  getLink: { method: 'GET', auth: false },
  productCategory: { method: 'GET', auth: false },
  shopConfig: { method: 'GET', auth: false },
  userInfo: { method: 'GET', auth: true },
} as const satisfies Record<string, { method: 'GET' | 'POST'; auth: boolean }>;

export type ActionName = keyof typeof routes;
export type ActionMethod = 'GET' | 'POST';
