import type { Kysely } from 'kysely';
import { idRefType, primaryId, type DialectName } from '../dialect';

/**
 * Each day's check of a payment provider's bills against the payments (one row per gateway and
 * day, checked again in place), and the lines on which the two disagreed, each resolved by a
 * staff member with a note.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const [idType, idColumn] = primaryId(dialect);

  await db.schema
    .createTable('payment_reconciliations')
    .addColumn('id', idType, idColumn)
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('lines', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('matched', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('checked_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('payment_reconciliations_gateway_day', ['gateway', 'day'])
    .execute();

  await db.schema
    .createTable('payment_mismatches')
    .addColumn('id', idType, idColumn)
    .addColumn('reconciliation_id', idRefType, (c) =>
      c.notNull().references('payment_reconciliations.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('line_kind', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('refund_no', 'text')
    .addColumn('trade_no', 'text')
    .addColumn('our_amount', 'bigint')
    .addColumn('their_amount', 'bigint')
    .addColumn('our_status', 'text')
    .addColumn('their_status', 'text')
    .addColumn('resolved_at', 'bigint')
    .addColumn('resolved_by_id', idRefType)
    .addColumn('resolved_by', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_mismatches_reconciliation')
    .on('payment_mismatches')
    .columns(['reconciliation_id', 'id'])
    .execute();
  // The dashboard counts the open ones.
  await db.schema
    .createIndex('payment_mismatches_open')
    .on('payment_mismatches')
    .columns(['resolved_at'])
    .execute();
}
