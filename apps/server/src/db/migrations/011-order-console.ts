import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * The orders console: when an order's address was changed (its timeline shows it), and the
 * indexes its list filters and sorts by over every customer's orders.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('orders').addColumn('address_changed_at', 'bigint').execute();
  for (const [name, columns] of [
    // Newest or oldest first, with or without a date range.
    ['orders_console_created', ['created_at', 'id']],
    ['orders_console_status', ['status', 'created_at', 'id']],
    ['orders_console_type', ['type', 'created_at', 'id']],
    ['orders_console_type_status', ['type', 'status', 'created_at', 'id']],
    // By amount: cash in the art mall, points in the points mall.
    ['orders_console_amount', ['total_amount', 'total_score', 'id']],
    // The phone filter: the recipient's number here, the buyer's through `user_id`.
    ['orders_console_recipient', ['recipient_mobile', 'created_at']],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('orders')
      .columns([...columns])
      .execute();
}
