import type { RouteObject } from 'react-router';
import type { PathName } from '@/shared/config/paths';
import { pageRoute, type PageComponent } from './page-route';
import { requireSession } from './require-session';

const checkoutPages = () => import('@/features/checkout/routes/checkout-pages');
const orderPages = () => import('@/features/order/routes/order-pages');
type CheckoutPages = Awaited<ReturnType<typeof checkoutPages>>;
type OrderPages = Awaited<ReturnType<typeof orderPages>>;

function checkoutRoute(name: PathName, pick: (pages: CheckoutPages) => PageComponent): RouteObject {
  return pageRoute(name, async () => pick(await checkoutPages()), {
    antd: true,
    loader: requireSession,
  });
}

function orderRoute(name: PathName, pick: (pages: OrderPages) => PageComponent): RouteObject {
  return pageRoute(name, async () => pick(await orderPages()), { antd: true });
}

/**
 * Checkout: the confirmation, payment and success pages, and the sandbox gateway's cashier, all
 * for signed-in customers. A phone that scans the cashier's QR code signs in and comes back.
 */
export const orderRoutes: RouteObject[] = [
  checkoutRoute('confirmOrder', (pages) => pages.ConfirmOrderRoute),
  checkoutRoute('pay', (pages) => pages.PayRoute),
  checkoutRoute('paySuccess', (pages) => pages.PaySuccessRoute),
  checkoutRoute('cashier', (pages) => pages.CashierRoute),
];

/** The order list and an order's page, children of the personal area (which needs a session). */
export const myOrderRoutes: RouteObject[] = [
  orderRoute('myOrder', (pages) => pages.MyOrderRoute),
  orderRoute('orderDetail', (pages) => pages.OrderDetailRoute),
];
