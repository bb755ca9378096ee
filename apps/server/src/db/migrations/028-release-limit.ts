import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * Products go on sale at a set time, to each customer in limited numbers, first come or by draw:
 * - `release_at` (epoch ms): before it the product is shown but not sold; null sells at once.
 * - `limit_per_customer`: the most units one customer's orders (cancelled ones aside) may hold;
 *   null for no limit.
 * - `sale_mode`: 'first_come' or 'draw' (`SALE_MODES`).
 * `order_product_units` counts, per customer and limited product, the units of their orders
 * that are not cancelled: an order adds to its row with a conditional upsert, so racing orders
 * of one customer queue on that row and never pass the limit; a cancellation takes them off.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('products').addColumn('release_at', 'bigint').execute();
  await db.schema.alterTable('products').addColumn('limit_per_customer', 'integer').execute();
  await db.schema
    .alterTable('products')
    .addColumn('sale_mode', 'text', (c) => c.notNull().defaultTo('first_come'))
    .execute();
  await db.schema
    .createTable('order_product_units')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_product_units_key', ['user_id', 'product_id'])
    .execute();
}
