import type { RouteObject } from 'react-router';
import type { PathName } from '../paths';
import { pageRoute, type PageComponent } from './page-route';
import { requireSession } from './require-session';

const checkoutPages = () => import('@/features/checkout/routes/checkout-pages');
const orderPages = () => import('@/features/orders/routes/order-pages');
type CheckoutPages = Awaited<ReturnType<typeof checkoutPages>>;
type OrderPages = Awaited<ReturnType<typeof orderPages>>;

function checkoutRoute(
  name: PathName,
  pick: (pages: CheckoutPages) => PageComponent,
  signedIn: boolean,
): RouteObject {
  return pageRoute(name, async () => pick(await checkoutPages()), {
    antd: true,
    ...(signedIn ? { loader: requireSession } : {}),
  });
}

function orderRoute(name: PathName, pick: (pages: OrderPages) => PageComponent): RouteObject {
  return pageRoute(name, async () => pick(await orderPages()), { antd: true });
}

/**
 * Checkout: the confirmation, payment and success pages for signed-in customers, and the
 * sandbox gateway's cashier, which is public because its QR code opens it on any phone.
 */
export const orderRoutes: RouteObject[] = [
  checkoutRoute('confirmOrder', (pages) => pages.ConfirmOrderRoute, true),
  checkoutRoute('pay', (pages) => pages.PayRoute, true),
  checkoutRoute('paySuccess', (pages) => pages.PaySuccessRoute, true),
  checkoutRoute('cashier', (pages) => pages.CashierRoute, false),
];

/** The order list and an order's page, children of the personal area (which needs a session). */
export const myOrderRoutes: RouteObject[] = [
  orderRoute('myOrder', (pages) => pages.MyOrderRoute),
  orderRoute('orderDetail', (pages) => pages.OrderDetailRoute),
];
