import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * Versioned shop settings: every save is a new numbered row, and each order names the version it
 * was made under, so what is decided for it later (automatic receipt) follows the rules it was
 * sold under. The shop's settings as they stand become version 1; the `config` row keeps the
 * current values for the pages that only read them.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('shop_settings_versions')
    .addColumn('version', 'integer', (c) => c.primaryKey())
    .addColumn('settings', 'text', (c) => c.notNull())
    // Null for the version the shop started with (the seed's or the one this migration found).
    .addColumn('actor_id', 'bigint')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO shop_settings_versions (version, settings, actor_id, actor_name, created_at)
    SELECT 1, value, NULL, '', updated_at FROM config WHERE key = 'shop'`.execute(db);

  // Orders made before versions existed were made under the settings that became version 1.
  await db.schema
    .alterTable('orders')
    .addColumn('settings_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
