import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { openSqlite } from '../db/sqlite-driver';
import { manifestSchema, type Manifest } from './manifest';

/** Helpers the backup suites share. */

/** Makes temporary folders for a suite, removed when it ends; call at the suite's top. */
export function tempDirs(): (tag: string) => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  return (tag) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), `atelier-${tag}-`));
    made.push(dir);
    return dir;
  };
}

/** The environment the commands read, for a shop whose files are in `dataDir`. */
/** A shop whose files an object store keeps: a backup then holds the database only. */
export const filesInABucket = {
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'shop-files',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

export function shopEnv(dataDir: string, extra: Record<string, string> = {}) {
  return { DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '', ...extra };
}

/** The backup folders of a local destination, hidden ones included. */
export function entriesOf(dir: string): string[] {
  return readdirSync(dir).sort();
}

export function manifestOf(backupDir: string): Manifest {
  return manifestSchema.parse(
    JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')),
  );
}

/** Runs `fn` on a database file opened on its own, and closes it. */
export function withDatabase<T>(file: string, fn: (db: ReturnType<typeof openSqlite>) => T): T {
  const db = openSqlite(file);
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

export function integrityOf(file: string): string {
  return withDatabase(file, (db) => String(db.pragma('integrity_check', { simple: true })));
}
