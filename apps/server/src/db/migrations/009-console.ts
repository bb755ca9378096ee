import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { primaryId, type DialectName } from '../dialect';

/**
 * The console's audit trail, and accounts staff can disable. The trail is append-only: the
 * database itself refuses to change or remove a row, whatever code asks.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const [idType, idColumn] = primaryId(dialect);
  await db.schema
    .createTable('audit_log')
    .addColumn('id', idType, idColumn)
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    // JSON `{ before, after }` of the changed fields only; null on the side that did not exist.
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  for (const [name, columns] of [
    ['audit_log_target', ['target_type', 'target_id', 'id']],
    ['audit_log_actor', ['actor_id', 'id']],
    ['audit_log_action', ['action', 'id']],
    ['audit_log_time', ['created_at']],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('audit_log')
      .columns([...columns])
      .execute();

  if (dialect === 'sqlite') {
    for (const event of ['UPDATE', 'DELETE'])
      await sql
        .raw(
          `CREATE TRIGGER audit_log_no_${event.toLowerCase()} BEFORE ${event} ON audit_log
           BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END`,
        )
        .execute(db);
  } else {
    await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'the audit trail is append-only'; END $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
  }

  // A disabled account cannot sign in; its sessions were ended when it was disabled.
  await db.schema.alterTable('users').addColumn('disabled_at', 'bigint').execute();
}
