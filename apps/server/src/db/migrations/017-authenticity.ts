import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { idRefType, primaryId, type DialectName } from '../dialect';

/**
 * Authenticity: serial batches per product, their serials (owner, checks, a pending transfer),
 * the history of owners, who checked what (one count per visitor per 24 hours), the check
 * budgets of clients, alerts on serials many visitors check, and customers' reports of fakes.
 * A community group may be gated on owning a serial of its product.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const [idType, idColumn] = primaryId(dialect);
  const ref = (table: string) => (c: ColumnDefinitionBuilder) =>
    c.notNull().references(`${table}.id`).onDelete('cascade');

  await db.schema
    .alterTable('community_groups')
    .addColumn('gate_kind', 'text', (c) => c.notNull().defaultTo('order'))
    .execute();

  await db.schema
    .createTable('serial_batches')
    .addColumn('id', idType, idColumn)
    .addColumn('product_id', idRefType, ref('products'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('owned_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoke_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('serial_batches_product')
    .on('serial_batches')
    .columns(['product_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('serials')
    .addColumn('id', idType, idColumn)
    .addColumn('batch_id', idRefType, ref('serial_batches'))
    .addColumn('product_id', idRefType, ref('products'))
    // The 16 characters without dashes, as `normalizeSerial` spells them.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('edition_number', 'integer', (c) => c.notNull())
    .addColumn('owner_id', idRefType, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('owner_since', 'bigint')
    .addColumn('order_id', idRefType, (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('order_item_id', idRefType, (c) =>
      c.references('order_items.id').onDelete('set null'),
    )
    .addColumn('activated_at', 'bigint')
    .addColumn('check_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_checked_at', 'bigint')
    // A one-time transfer code, kept as its SHA-256; good until `transfer_expires_at`.
    .addColumn('transfer_code_hash', 'text')
    .addColumn('transfer_expires_at', 'bigint')
    .addColumn('transfer_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('serials_batch')
    .on('serials')
    .columns(['batch_id', 'edition_number'])
    .execute();
  await db.schema
    .createIndex('serials_owner')
    .on('serials')
    .columns(['owner_id', 'owner_since'])
    .execute();
  await db.schema.createIndex('serials_order').on('serials').column('order_id').execute();

  await db.schema
    .createTable('serial_owners')
    .addColumn('id', idType, idColumn)
    .addColumn('serial_id', idRefType, ref('serials'))
    .addColumn('user_id', idRefType, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('since', 'bigint', (c) => c.notNull())
    .addColumn('until', 'bigint')
    .execute();
  await db.schema
    .createIndex('serial_owners_serial')
    .on('serial_owners')
    .columns(['serial_id', 'since'])
    .execute();

  // One row per serial and visitor (`user:1`, `device:…`, `ip:…`): counted again after 24 hours.
  await db.schema
    .createTable('serial_visits')
    .addColumn('serial_id', idRefType, ref('serials'))
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('counted_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('serial_visits_pk', ['serial_id', 'visitor'])
    .execute();
  await db.schema
    .createIndex('serial_visits_recent')
    .on('serial_visits')
    .columns(['serial_id', 'counted_at'])
    .execute();

  // What a client (`ip:…` or `device:…`) has spent of its check budget in the current window.
  await db.schema
    .createTable('serial_check_budgets')
    .addColumn('client', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('spent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unknown', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('blocked_until', 'bigint')
    .execute();

  await db.schema
    .createTable('serial_alerts')
    .addColumn('id', idType, idColumn)
    .addColumn('serial_id', idRefType, ref('serials'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('decided_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // One alert per serial per shop day, however many checks cross the line at once.
  await db.schema
    .createIndex('serial_alerts_day')
    .on('serial_alerts')
    .columns(['serial_id', 'day'])
    .unique()
    .execute();
  await db.schema
    .createIndex('serial_alerts_inbox')
    .on('serial_alerts')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('fake_reports')
    .addColumn('id', idType, idColumn)
    .addColumn('user_id', idRefType, ref('users'))
    .addColumn('code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('where_bought', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    // A JSON array of image URLs the reporter uploaded.
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('decision_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('fake_reports_inbox')
    .on('fake_reports')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('fake_reports_user')
    .on('fake_reports')
    .columns(['user_id', 'created_at'])
    .execute();
}
