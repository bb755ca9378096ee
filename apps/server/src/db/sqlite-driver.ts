import type BetterSqlite3 from 'better-sqlite3';
import { createRequire } from 'node:module';

/**
 * The embedded database's driver, chosen by the runtime. better-sqlite3 13 is the driver on
 * Node.js 22 and 24: 12 aborts the process on Node 24 when a statement is freed by the garbage
 * collector after Node has begun tearing down, and 13 ships its binaries inside the package.
 * 13 crashes on Node 20, so there the same API comes from 12 (an optional dependency, built at
 * install). Nothing above this module knows which one runs.
 */
export type SqliteDatabase = BetterSqlite3.Database;
export type SqliteStatement = BetterSqlite3.Statement;

const driverPackage =
  Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3' : 'better-sqlite3-node20';

/** Loaded on first use, so a PostgreSQL deployment never needs the SQLite binary. */
export function openSqlite(file: string): SqliteDatabase {
  const Database = createRequire(import.meta.url)(driverPackage) as typeof BetterSqlite3;
  return new Database(file);
}
