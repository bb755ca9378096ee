import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { primaryId, type DialectName } from '../dialect';

/** Cart, addresses, orders with their lines and tracking, payments, and the points ledger. */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const [idType, idColumn] = primaryId(dialect);

  await db.schema
    .createTable('cart_lines')
    .addColumn('id', idType, idColumn)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('cart_lines_quantity_positive', sql`quantity > 0`)
    .execute();
  // One line per user and product: adding it again raises the quantity.
  await db.schema
    .createIndex('cart_lines_unique')
    .on('cart_lines')
    .columns(['user_id', 'product_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', idType, idColumn)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_user').on('addresses').column('user_id').execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', idType, idColumn)
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // Amounts in fen, points as integers, all fixed when the order is made.
    .addColumn('goods_amount', 'integer', (c) => c.notNull())
    .addColumn('ship_fee', 'integer', (c) => c.notNull())
    .addColumn('total_amount', 'integer', (c) => c.notNull())
    .addColumn('total_score', 'integer', (c) => c.notNull())
    .addColumn('earn_score', 'integer', (c) => c.notNull())
    .addColumn('earned_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    // The recipient as it was chosen: a later edit of the address book does not move an order.
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('recipient_mobile', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('address_changed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pay_method', 'text')
    .addColumn('pay_deadline', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('canceled_at', 'bigint')
    .addColumn('cancel_reason', 'text')
    .addColumn('refunded_at', 'bigint')
    .addColumn('carrier', 'text')
    .addColumn('tracking_no', 'text')
    .addColumn('shipped_at', 'bigint')
    .addColumn('received_at', 'bigint')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // A retried submission finds the order it made instead of making another.
  await db.schema
    .createIndex('orders_idempotency')
    .on('orders')
    .columns(['user_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('orders_user_list')
    .on('orders')
    .columns(['user_id', 'hidden', 'created_at'])
    .execute();
  // The deadline and auto-receipt jobs look orders up by status and time.
  await db.schema
    .createIndex('orders_status_deadline')
    .on('orders')
    .columns(['status', 'pay_deadline'])
    .execute();
  await db.schema
    .createIndex('orders_status_shipped')
    .on('orders')
    .columns(['status', 'shipped_at'])
    .execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', idType, idColumn)
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('score_price', 'integer', (c) => c.notNull())
    .addColumn('earn_score', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();

  await db.schema
    .createTable('order_tracking')
    .addColumn('id', idType, idColumn)
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('time', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_tracking_order')
    .on('order_tracking')
    .columns(['order_id', 'time'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', idType, idColumn)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('refunded_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_order').on('payments').column('order_id').execute();

  await db.schema
    .createTable('points_ledger')
    .addColumn('id', idType, idColumn)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('balance_after', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('points_ledger_balance_not_negative', sql`balance_after >= 0`)
    .execute();
  await db.schema
    .createIndex('points_ledger_user')
    .on('points_ledger')
    .columns(['user_id', 'created_at'])
    .execute();
}
