import type { Kysely } from 'kysely';
import type { OrderTables } from '../../db/tables/order';

/** A line of an order of a product sold with a limit per customer. */
export interface LimitedLine {
  product_id: number;
  quantity: number;
  limit: number;
}

/**
 * The units a customer's orders that are not cancelled hold of the products sold with a limit
 * per customer, one row per customer and product (`order_product_units`). An order adds its
 * units inside its transaction with one conditional upsert, which holds the row to the commit:
 * a customer's racing orders queue on it, and each sees the units the others committed.
 */
export function purchaseLimits(db: Kysely<OrderTables>) {
  return {
    /**
     * Adds the line's units to the customer's count if the count stays within the limit; false
     * (nothing changed) when it would not.
     */
    async take(userId: number, line: LimitedLine): Promise<boolean> {
      const row = await db
        .insertInto('order_product_units')
        .values({ user_id: userId, product_id: line.product_id, units: line.quantity })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'product_id'])
            .doUpdateSet((eb) => ({
              units: eb('order_product_units.units', '+', eb.ref('excluded.units')),
            }))
            .where((eb) =>
              eb(eb('order_product_units.units', '+', eb.ref('excluded.units')), '<=', line.limit),
            ),
        )
        .returning('units')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The product's counts made again from its lines in orders that are not cancelled: when a
     * limit is set, the orders placed before it count towards it too.
     */
    async recount(productId: number): Promise<void> {
      await db.deleteFrom('order_product_units').where('product_id', '=', productId).execute();
      await db
        .insertInto('order_product_units')
        .columns(['user_id', 'product_id', 'units'])
        .expression((eb) =>
          eb
            .selectFrom('order_items')
            .innerJoin('orders', 'orders.id', 'order_items.order_id')
            .select((s) => [
              'orders.user_id',
              'order_items.product_id',
              s.fn.sum<number>('order_items.quantity').as('units'),
            ])
            .where('order_items.product_id', '=', productId)
            .where('orders.status', '<>', 'canceled')
            .groupBy(['orders.user_id', 'order_items.product_id']),
        )
        .execute();
    },

    /** A cancelled order's units, given back; never below zero. */
    async giveBack(userId: number, productId: number, quantity: number): Promise<void> {
      await db
        .updateTable('order_product_units')
        .set((eb) => ({
          units: eb
            .case()
            .when('units', '>', quantity)
            .then(eb('units', '-', quantity))
            .else(0)
            .end(),
        }))
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .execute();
    },

    /** How many more units of the product the customer may order under `limit`. */
    async left(userId: number, productId: number, limit: number): Promise<number> {
      const row = await db
        .selectFrom('order_product_units')
        .select('units')
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      return Math.max(0, limit - (row?.units ?? 0));
    },
  };
}
