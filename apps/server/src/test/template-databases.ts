import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb, type DatabaseTarget } from '../db/dialect';
import { migrateToLatest } from '../db/migrate';
import { databaseUrl, dropDatabase, withPg } from './pg-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty SQLite file each suite's database starts as a copy of. */
    sqliteTemplate: string;
    /** A migrated, empty PostgreSQL database each suite's is created from ('' without one). */
    postgresTemplate: string;
  }
}

async function migrated(target: DatabaseTarget): Promise<void> {
  const db = createDb(target);
  try {
    await migrateToLatest(db, target.kind);
  } finally {
    await db.destroy();
  }
}

/**
 * Vitest's global setup: migrates one empty database of each kind before any suite runs. A suite
 * copies it (a file copy; PostgreSQL's CREATE DATABASE … TEMPLATE) rather than running the
 * migrations again: 0.1 s against 0.4 s on SQLite and 1 s of DDL on PostgreSQL, for each of the
 * hundred-odd suites.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-template-'));
  const file = path.join(dir, 'atelier.db');
  await migrated({ kind: 'sqlite', file });
  project.provide('sqliteTemplate', file);

  const base = process.env.TEST_DATABASE_URL;
  let template = '';
  if (base) {
    template = `atelier_template_${randomBytes(6).toString('hex')}`;
    await withPg(base, (client) => client.query(`CREATE DATABASE ${template}`));
    await migrated({ kind: 'postgres', url: databaseUrl(base, template) });
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (base && template) {
      await dropDatabase(base, template);
    }
  };
}
