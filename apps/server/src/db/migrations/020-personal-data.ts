import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { idRefType, primaryId, type DialectName } from '../dialect';

/**
 * Personal data the customer controls. An account remembers when its owner cancelled it and
 * when the cooling-off period ends (then it is erased, and `erased_at` says when); the tickets of
 * data archives are kept a day, as the per-day limit counts them. A posting closed before its
 * closing time was recorded counts as closed when it last changed: its applications are then
 * erased no later than the privacy policy promises.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const [idType, idColumn] = primaryId(dialect);

  for (const column of ['cancel_requested_at', 'erase_after', 'erased_at']) {
    await db.schema.alterTable('users').addColumn(column, 'bigint').execute();
  }
  await db.schema.createIndex('users_erase_after').on('users').column('erase_after').execute();

  await db.schema
    .createTable('data_exports')
    .addColumn('id', idType, idColumn)
    .addColumn('user_id', idRefType, (c) => c.notNull().references('users.id'))
    .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('data_exports_user')
    .on('data_exports')
    .columns(['user_id', 'created_at'])
    .execute();

  await sql`update job_positions set closed_at = updated_at where status = 'closed' and closed_at is null`.execute(
    db,
  );
}
