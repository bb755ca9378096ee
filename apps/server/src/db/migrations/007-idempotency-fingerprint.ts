import type { Kysely } from 'kysely';

/**
 * What a submission asked for, beside its idempotency key: a retry with the same key must ask
 * for the same order. Orders made before this column have none and are answered as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('idempotency_hash', 'text').execute();
}
