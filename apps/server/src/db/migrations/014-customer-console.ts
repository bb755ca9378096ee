import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * The customers console: why an account was disabled, what staff wrote beside a points
 * adjustment, and the indexes its lists are read by.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('users').addColumn('disabled_reason', 'text').execute();
  await db.schema
    .alterTable('points_ledger')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Customers newest first, and the few staff or disabled accounts on their own.
  for (const [name, columns] of [
    ['users_role_list', ['role', 'id']],
    ['users_disabled', ['disabled_at']],
    ['points_ledger_user_list', ['user_id', 'id']],
  ] as const)
    await db.schema
      .createIndex(name)
      .on(name.startsWith('users') ? 'users' : 'points_ledger')
      .columns([...columns])
      .execute();
}
