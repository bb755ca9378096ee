import type { RouteObject } from 'react-router';
import { withAntd } from '../antd/antd-scope';
import { lazyRoute } from '../errors/lazy-route';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { childSegment, paths } from '../paths';
import { requireSession } from './require-session';

/** The cart, a top-level page for signed-in customers. */
export const cartRoutes: RouteObject[] = [
  {
    id: 'cart',
    path: childSegment(paths.cart.path),
    loader: requireSession,
    lazy: lazyRoute(
      withAntd(async () => {
        const { CartRoute } = await import('@/features/cart/routes/cart');
        return { Component: () => <CartRoute paths={paths} /> };
      }),
    ),
    ErrorBoundary: RouteErrorBoundary,
  },
];

/** The address book, a child of the personal area (which requires the session). */
export const addressRoutes: RouteObject[] = [
  {
    id: 'address',
    path: childSegment(paths.address.path),
    lazy: lazyRoute(
      withAntd(async () => ({
        Component: (await import('@/features/address/routes/address')).AddressRoute,
      })),
    ),
    ErrorBoundary: RouteErrorBoundary,
  },
];

/**
 * The header's cart badge (layout/cart-badge-slot.tsx). Its import sits here, beside the
 * routes' own, so the list of files it needs is shared with theirs instead of being repeated
 * in the layout's chunk, which is part of the /about first load.
 */
export const loadCartBadge = () => import('../layout/cart-badge');
