import { cartQueryKey } from '../cart/cart-query';
import { orderQueryKey } from './get-order';
import { ordersQueryKey } from './get-orders';
import { userCenterQueryKey } from './get-user-center';
import { userInfoQueryKey } from './get-user-info';

/**
 * What an order's change of state (placed, paid, cancelled, received, deleted) touches: the
 * order, the order list, the personal centre's counts and the points balance.
 */
export const orderChangeKeys = [
  orderQueryKey,
  ordersQueryKey,
  userCenterQueryKey,
  userInfoQueryKey,
] as const;

/** Placing an order also empties its lines from the cart, and so the header's badge. */
export const orderPlacedKeys = [...orderChangeKeys, cartQueryKey] as const;
