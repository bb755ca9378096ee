import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { idRefType, primaryId, type DialectName } from '../dialect';

/**
 * Drops: a product sold by a published draw among entrants, and its entries. One drop per
 * product; one entry per account and per mobile number in a drop (unique indexes, so entries
 * racing each other keep one).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const [idType, idColumn] = primaryId(dialect);
  const ref = (table: string) => (c: ColumnDefinitionBuilder) =>
    c.notNull().references(`${table}.id`).onDelete('cascade');

  await db.schema
    .createTable('drops')
    .addColumn('id', idType, idColumn)
    .addColumn('product_id', idRefType, (c) => ref('products')(c).unique())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('entries_open_at', 'bigint', (c) => c.notNull())
    .addColumn('entries_close_at', 'bigint', (c) => c.notNull())
    .addColumn('purchase_hours', 'integer', (c) => c.notNull())
    .addColumn('leftover_to_sale', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gates', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('commitment', 'text', (c) => c.notNull())
    .addColumn('list_digest', 'text')
    .addColumn('drawn_at', 'bigint')
    .addColumn('exhausted_at', 'bigint')
    .addColumn('general_sale_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The job's search for drops due to be drawn.
  await db.schema
    .createIndex('drops_due')
    .on('drops')
    .columns(['drawn_at', 'entries_close_at'])
    .execute();

  await db.schema
    .createTable('drop_entries')
    .addColumn('id', idType, idColumn)
    .addColumn('drop_id', idRefType, ref('drops'))
    .addColumn('user_id', idRefType, ref('users'))
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('entered'))
    .addColumn('place', 'integer')
    .addColumn('buy_by', 'bigint')
    .addColumn('order_id', idRefType, (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('seen', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('entered_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('drop_entries_account', ['drop_id', 'user_id'])
    .addUniqueConstraint('drop_entries_mobile', ['drop_id', 'mobile'])
    .execute();
  await db.schema
    .createIndex('drop_entries_user')
    .on('drop_entries')
    .columns(['user_id', 'entered_at'])
    .execute();
  await db.schema
    .createIndex('drop_entries_state')
    .on('drop_entries')
    .columns(['drop_id', 'state', 'place'])
    .execute();
  await db.schema.createIndex('drop_entries_order').on('drop_entries').column('order_id').execute();
}
