import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { CheckoutPaths } from '@/features/checkout/checkout-paths';
import type { OrdersPaths } from '@/features/orders/orders-paths';
import { withAntd } from '../antd/antd-scope';
import { lazyRoute, type LazyRouteModule } from '../errors/lazy-route';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { childSegment, paths, type PathName } from '../paths';
import { requireSession } from './require-session';

/** A page loaded with antd and handed the app's paths. */
function page<P>(
  load: () => Promise<ComponentType<{ paths: P }>>,
  given: P,
): () => Promise<LazyRouteModule> {
  return lazyRoute(
    withAntd(async () => {
      const Page = await load();
      return { Component: () => <Page paths={given} /> };
    }),
  );
}

const checkoutPages = () => import('@/features/checkout/routes/checkout-pages');
const orderPages = () => import('@/features/orders/routes/order-pages');

const checkoutPaths: CheckoutPaths = paths;
const ordersPaths: OrdersPaths = paths;

function checkoutRoute(
  name: PathName,
  load: () => Promise<ComponentType<{ paths: CheckoutPaths }>>,
  signedIn: boolean,
): RouteObject {
  return {
    id: name,
    path: childSegment(paths[name].path),
    ...(signedIn ? { loader: requireSession } : {}),
    lazy: page(load, checkoutPaths),
    ErrorBoundary: RouteErrorBoundary,
  };
}

/**
 * Checkout: the confirmation, payment and success pages for signed-in customers, and the
 * sandbox gateway's cashier, which is public because its QR code opens it on any phone.
 */
export const orderRoutes: RouteObject[] = [
  checkoutRoute('confirmOrder', async () => (await checkoutPages()).ConfirmOrderRoute, true),
  checkoutRoute('pay', async () => (await checkoutPages()).PayRoute, true),
  checkoutRoute('paySuccess', async () => (await checkoutPages()).PaySuccessRoute, true),
  checkoutRoute('cashier', async () => (await checkoutPages()).CashierRoute, false),
];

/** The order list and an order's page, children of the personal area (which needs a session). */
export const myOrderRoutes: RouteObject[] = [
  {
    id: 'myOrder',
    path: childSegment(paths.myOrder.path),
    lazy: page(async () => (await orderPages()).MyOrderRoute, ordersPaths),
    ErrorBoundary: RouteErrorBoundary,
  },
  {
    id: 'orderDetail',
    path: childSegment(paths.orderDetail.path),
    lazy: page(async () => (await orderPages()).OrderDetailRoute, ordersPaths),
    ErrorBoundary: RouteErrorBoundary,
  },
];
