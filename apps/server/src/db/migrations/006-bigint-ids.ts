import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * Ids become 64-bit on PostgreSQL: every primary-key and foreign-key column that is still a
 * 32-bit `integer`, so no table runs out of ids and an id up to 2^53 sent by a client compares
 * as a number instead of overflowing. SQLite's integer is 64-bit already. An identity column's
 * sequence follows its column's type.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT DISTINCT c.relname AS table_name, a.attname AS column_name
    FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY (k.conkey)
    WHERE n.nspname = current_schema()
      AND k.contype IN ('p', 'f')
      AND a.atttypid = 'integer'::regtype
    ORDER BY 1, 2
  `.execute(db);
  const columnsByTable = new Map<string, string[]>();
  for (const { table_name, column_name } of rows) {
    columnsByTable.set(table_name, [...(columnsByTable.get(table_name) ?? []), column_name]);
  }
  for (const [table, columns] of columnsByTable) {
    const changes = columns.map((column) => sql`ALTER COLUMN ${sql.id(column)} TYPE bigint`);
    await sql`ALTER TABLE ${sql.id(table)} ${sql.join(changes)}`.execute(db);
  }
}
