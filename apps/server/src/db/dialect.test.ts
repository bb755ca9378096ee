import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../test/build-test-app';
import { createDb, isUniqueViolation } from './dialect';

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
  });
});
