import type { RouteObject } from 'react-router';
import { pageRoute } from './page-route';
import { requireSession } from './require-session';

/** The cart, a top-level page for signed-in customers. */
export const cartRoutes: RouteObject[] = [
  pageRoute('cart', async () => (await import('@/features/cart/routes/cart')).CartRoute, {
    antd: true,
    loader: requireSession,
  }),
];

/** The address book, a child of the personal area (which requires the session). */
export const addressRoutes: RouteObject[] = [
  pageRoute(
    'address',
    async () => (await import('@/features/account/address/routes/address')).AddressRoute,
    {
      antd: true,
    },
  ),
];
