import { sql, type Kysely } from 'kysely';

/**
 * A serial's check count takes only a few visitors from one client address a day, however many
 * device ids it sends, so each counted visit keeps the address it came from. Visits counted
 * before this knew their address only where the address was the visitor; the others keep ''
 * and count towards no address until they are a day old.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('serial_visits')
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update serial_visits set address = substr(visitor, 4) where visitor like 'ip:%'`.execute(
    db,
  );
  await db.schema
    .createIndex('serial_visits_address')
    .on('serial_visits')
    .columns(['serial_id', 'address', 'counted_at'])
    .execute();
}
