import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What a database file holds, as far as a backup cares. */
export interface SqliteCheck {
  /** `PRAGMA integrity_check`'s lines: just `ok` for a sound file. */
  integrity: string[];
  /** The migrations applied to it, by name. */
  migrations: string[];
}

// Plain JavaScript, evaluated in a worker thread: VACUUM INTO and the integrity check are single
// blocking calls of the driver, which in the server's thread would stall every request for as
// long as they take. The worker opens connections of its own, like another process would.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
if (workerData.source) {
  const source = new Database(workerData.source, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // One read transaction: a consistent snapshot that includes what is still in the WAL, and
    // that writers of the serving process never have to wait for.
    source.prepare('VACUUM INTO ?').run(workerData.target);
  } finally {
    source.close();
  }
}
const copy = new Database(workerData.target, { fileMustExist: true });
try {
  const integrity = copy.pragma('integrity_check').map((row) => String(row.integrity_check));
  const migrated = copy
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'")
    .get();
  const migrations = migrated
    ? copy.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all()
    : [];
  parentPort.postMessage({ integrity, migrations });
} finally {
  copy.close();
}
`;

function inWorker(data: { source?: string; target: string }): Promise<SqliteCheck> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { ...data, driver } });
    let answer: SqliteCheck | undefined;
    worker.on('message', (message: SqliteCheck) => (answer = message));
    worker.on('error', reject);
    worker.on('exit', (code) =>
      answer ? resolve(answer) : reject(new Error(`the database worker stopped (${code})`)),
    );
  });
}

/**
 * Copies the live database `source` into the new file `target`, consistently while the server
 * writes to it, and checks the copy.
 */
export function snapshotSqlite(source: string, target: string): Promise<SqliteCheck> {
  return inWorker({ source, target });
}

/** Checks a database file that nothing else has open. */
export function checkSqlite(file: string): Promise<SqliteCheck> {
  return inWorker({ target: file });
}
