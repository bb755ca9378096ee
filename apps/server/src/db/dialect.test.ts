import { sql } from 'kysely';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { databases, useTestApp } from '../test/build-test-app';
import { freePort } from '../test/free-port';
import { createDb, isDatabaseUnavailable, isUniqueViolation } from './dialect';

describe('a SQLite connection', () => {
  it('commits durably: write-ahead log, synchronous FULL, foreign keys on', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-pragma-'));
    const db = createDb({ kind: 'sqlite', file: path.join(dir, 'atelier.db') });
    try {
      const pragma = async (name: string) =>
        (await sql.raw(`PRAGMA ${name}`).execute(db)).rows[0] as Record<string, unknown>;
      expect(await pragma('journal_mode')).toEqual({ journal_mode: 'wal' });
      // 2 is FULL: the WAL is synced on every commit, so a confirmed order survives a power cut.
      expect(await pragma('synchronous')).toEqual({ synchronous: 2 });
      expect(await pragma('foreign_keys')).toEqual({ foreign_keys: 1 });
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('SQLite checkpoints', () => {
  it('copy the log into the database beside the server, never inside a commit', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-checkpoint-'));
    const file = path.join(dir, 'atelier.db');
    const db = createDb({ kind: 'sqlite', file });
    try {
      await sql`CREATE TABLE filler (body TEXT NOT NULL)`.execute(db);
      // 6 MiB of log, written as 60 commits: more than SQLite's own checkpoint point of 4 MiB.
      for (let i = 0; i < 60; i += 1)
        await sql`INSERT INTO filler (body) VALUES (${'x'.repeat(100 * 1024)})`.execute(db);
      // No commit copied anything: the database file holds the schema's pages alone.
      expect(statSync(file).size).toBeLessThan(64 * 1024);
      await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(5 * 1024 * 1024), {
        timeout: 10_000,
        interval: 100,
      });
      const rows = await sql<{ n: number }>`SELECT count(*) AS n FROM filler`.execute(db);
      expect(rows.rows[0]?.n).toBe(60);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(databases)('dialect helpers on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('recognises a unique-constraint violation, and nothing else', async () => {
    const { app } = ctx();
    const row = { key: 'probe', value: '{}', updated_at: Date.now() };
    await app.db.insertInto('config').values(row).execute();
    const duplicate = await app.db
      .insertInto('config')
      .values(row)
      .execute()
      .catch((err: unknown) => err);
    expect(isUniqueViolation(duplicate)).toBe(true);

    const missingTable = await app.db
      .selectFrom('no_such_table' as 'config')
      .selectAll()
      .execute()
      .catch((err: unknown) => err);
    expect(missingTable).toBeInstanceOf(Error);
    expect(isUniqueViolation(missingTable)).toBe(false);
    // A wrong statement or a broken rule is not a database out of reach: it is no "try again".
    expect(isDatabaseUnavailable(missingTable)).toBe(false);
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
  });
});

describe('a PostgreSQL server out of reach', () => {
  it('is told apart from a wrong request, refusing at once and again after its connections end', async () => {
    const port = await freePort();
    const db = createDb({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${port}/none` });
    try {
      const refused = await sql`select 1`.execute(db).catch((err: unknown) => err);
      expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
      expect(isDatabaseUnavailable(refused)).toBe(true);
    } finally {
      await db.destroy();
    }
    // What PostgreSQL and node-postgres say when a server restarts or a connection ends.
    const said = (message: string, code?: string) => Object.assign(new Error(message), { code });
    expect(
      isDatabaseUnavailable(said('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(isDatabaseUnavailable(said('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(said('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(said('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(said('division by zero', '22012'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});
