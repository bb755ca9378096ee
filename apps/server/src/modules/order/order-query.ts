import type { Expression } from 'kysely';
import { ownTables, type Connection } from '../../db/connection';
import type { OrderTables } from '../../db/tables/order';

const orders = (connection: Connection) => ownTables<OrderTables>(connection).selectFrom('orders');

/**
 * An order's number as a value of another module's statement (a payment listed with its order's
 * number). The payment module sits below orders, so it receives this through its dependencies.
 */
export function orderNumberOf(connection: Connection, orderId: Expression<number | null>) {
  return orders(connection).select('order_no').where('orders.id', '=', orderId).$asScalar();
}

/**
 * The columns of `orders` other modules may read (a serial's order, a group's gate on buyers),
 * as a derived table they join: `innerJoin(orderFacts(db).as('o'), 'o.id', …)`.
 */
export function orderFacts(connection: Connection) {
  return orders(connection).select([
    'orders.id',
    'orders.order_no',
    'orders.user_id',
    'orders.status',
    'orders.shipped_at',
  ]);
}

/** An order's lines, as a derived table of product ids and quantities. */
export function orderLines(connection: Connection) {
  return ownTables<OrderTables>(connection)
    .selectFrom('order_items')
    .select([
      'order_items.id',
      'order_items.order_id',
      'order_items.product_id',
      'order_items.quantity',
    ]);
}
