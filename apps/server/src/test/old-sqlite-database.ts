import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Migrator } from 'kysely/migration';
import { afterAll, beforeAll } from 'vitest';
import { createDb } from '../db/dialect';
import { migratorFor } from '../db/migrate';
import type { Database } from '../db/schema';
import { freshPostgresDatabase, type TestDatabase } from './build-test-app';

/**
 * A SQLite file of the suite's own with the server's migrator, removed when the suite ends: a
 * test migrates it part way, writes rows as an older version would have, then migrates on.
 */
export function oldSqliteDatabase() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-migrate-'));
  const db = createDb({ kind: 'sqlite', file: path.join(dir, 'old.db') });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  return { db, migrator: migratorFor(db, 'sqlite') };
}

/**
 * An empty database of `kind` of the suite's own with the server's migrator, made before the
 * suite's tests and dropped when it ends: a SQLite file, or a fresh PostgreSQL database.
 */
export function oldDatabase(kind: 'sqlite' | 'postgres') {
  let db: Kysely<Database> | undefined;
  let dir = '';
  let database: TestDatabase | undefined;
  let migrator: Migrator | undefined;

  beforeAll(async () => {
    if (kind === 'postgres') {
      database = await freshPostgresDatabase({ empty: true });
      db = createDb({ kind, url: database.url });
    } else {
      dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-migrate-'));
      db = createDb({ kind, file: path.join(dir, 'old.db') });
    }
    migrator = migratorFor(db, kind);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  return () => {
    if (!db || !migrator) throw new Error('The old database is made before the suite’s tests.');
    return { db, migrator };
  };
}
