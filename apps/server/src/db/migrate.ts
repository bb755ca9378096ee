import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import type { DialectName } from './dialect';
import { migrations } from './migrations/index';
import type { Database } from './schema';

/** Kysely's migrator over our migrations, for `dialect`. */
export function migratorFor(db: Kysely<Database>, dialect: DialectName, schema?: string): Migrator {
  return new Migrator({
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
}

/** Runs every pending migration; Kysely's lock keeps concurrent instances from racing. */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: DialectName,
  schema?: string,
): Promise<void> {
  const { error, results } = await migratorFor(db, dialect, schema).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
