import { SqliteAdapter, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Holds a user's row until the transaction ends, so that user's changes to a set of rows (how
 * many addresses or cart lines, which address is the default) run one after another on
 * PostgreSQL. SQLite needs nothing: it runs one transaction at a time.
 */
export async function lockUserRow(trx: Kysely<Database>, userId: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof SqliteAdapter) return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}
