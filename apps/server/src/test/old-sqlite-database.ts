import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { createDb } from '../db/dialect';
import { migratorFor } from '../db/migrate';

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
