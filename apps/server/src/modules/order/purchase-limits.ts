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
     * A cancelled order's units, given back. Never below zero: a limit set after some orders
     * were placed counts only the orders placed since.
     */
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
