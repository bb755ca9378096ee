import type BetterSqlite3 from 'better-sqlite3';
import { createRequire } from 'node:module';

/**
 * The embedded database's driver: better-sqlite3 13 or later, on every supported Node.js line
 * (22 and 24). Version 12 aborts the process on Node 24 when the garbage collector frees a
 * statement after Node has begun tearing down; 13 is built on Node-API and ships its binaries
 * inside the package, so an install compiles nothing.
 */
export type SqliteDatabase = BetterSqlite3.Database;
export type SqliteStatement = BetterSqlite3.Statement;

/** Loaded on first use, so a PostgreSQL deployment never needs the SQLite binary. */
export function openSqlite(file: string): SqliteDatabase {
  const Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;
  return new Database(file);
}
