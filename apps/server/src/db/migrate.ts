import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import type { DialectName } from './dialect';
import { migrations } from './migrations/index';
import type { Database } from './schema';

/** Runs every pending migration; Kysely's lock keeps concurrent instances from racing. */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: DialectName,
  schema?: string,
): Promise<void> {
  const migrator = new Migrator({
    db,
    // With a schema of its own (tests), Kysely must look for its tables there, not in any schema.
    ...(schema ? { migrationTableSchema: schema } : {}),
    provider: {
      async getMigrations() {
        const all: Record<string, Migration> = {};
        for (const [name, module] of migrations) {
          all[name] = { up: (conn) => module.up(conn, dialect) };
        }
        return all;
      },
    },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
