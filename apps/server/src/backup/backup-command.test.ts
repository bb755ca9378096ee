import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupCommand, restoreCommand } from '../backup-command';
import { useTestApp } from '../test/build-test-app';
import {
  entriesOf,
  integrityOf,
  manifestOf,
  shopEnv,
  tempDirs,
  withDatabase,
  filesInABucket,
} from './backup-test-kit';

const T0 = Date.parse('2026-11-29T12:00:00Z');
const HOUR = 3600_000;

describe('npm run backup and npm run restore on SQLite', () => {
  const ctx = useTestApp('sqlite', {}, { demo: true });
  const tempDir = tempDirs();

  function dataDir() {
    return ctx().config.dataDir;
  }

  it('copies the serving database, its recent writes included, and the files, and restores them', async () => {
    const { app } = ctx();
    // Written by the serving app, still in its WAL: a copy of atelier.db alone would lack it.
    await app.db
      .updateTable('users')
      .set({ nickname: 'Written just now' })
      .where('username', '=', 'demo')
      .execute();
    mkdirSync(path.join(dataDir(), 'resumes'), { recursive: true });
    writeFileSync(path.join(dataDir(), 'resumes', 'cv.pdf'), 'a résumé');
    const dest = tempDir('backups');

    const said = await backupCommand([dest], shopEnv(dataDir()), T0);
    expect(said).toMatch(
      /^Backup atelier-20261129T120000Z in .*: the database \(.* MB\) and \d+ files/,
    );
    expect(entriesOf(dest)).toEqual(['atelier-20261129T120000Z']);
    const backup = path.join(dest, 'atelier-20261129T120000Z');
    const manifest = manifestOf(backup);
    expect(manifest).toMatchObject({
      name: 'atelier-20261129T120000Z',
      created_at: '2026-11-29T12:00:00.000Z',
      app_version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      files: { included: true, count: expect.any(Number) },
    });
    expect(manifest.migrations.length).toBeGreaterThan(10);
    expect(manifest.files.count).toBeGreaterThan(1);
    expect(readFileSync(path.join(backup, 'files', 'resumes', 'cv.pdf'), 'utf8')).toBe('a résumé');
    expect(existsSync(path.join(backup, 'files', 'atelier.db-wal'))).toBe(false);

    const restored = path.join(tempDir('restore'), 'data');
    const told = await restoreCommand([backup], shopEnv(restored));
    expect(told).toContain('Restored atelier-20261129T120000Z');
    expect(integrityOf(path.join(restored, 'atelier.db'))).toBe('ok');
    const nickname = withDatabase(path.join(restored, 'atelier.db'), (db) =>
      db.prepare("SELECT nickname FROM users WHERE username = 'demo'").pluck().get(),
    );
    expect(nickname).toBe('Written just now');
    expect(readFileSync(path.join(restored, 'resumes', 'cv.pdf'), 'utf8')).toBe('a résumé');
    expect(existsSync(path.join(restored, 'manifest.json'))).toBe(false);
    expect(existsSync(path.join(restored, 'files'))).toBe(false);
  });

  it('keeps the newest BACKUP_KEEP complete backups, and never counts or prunes an unfinished one', async () => {
    const dest = tempDir('keep');
    // Left by a run that was interrupted: neither counts as a backup.
    mkdirSync(path.join(dest, '.atelier-20261128T000000Z.partial-0badf00d'));
    mkdirSync(path.join(dest, 'atelier-20261128T000000Z'));
    const env = shopEnv(dataDir(), { BACKUP_KEEP: '2', BACKUP_DIR: dest });

    for (const hours of [0, 1, 2]) await backupCommand([], env, T0 + hours * HOUR);
    expect(entriesOf(dest)).toEqual([
      '.atelier-20261128T000000Z.partial-0badf00d',
      'atelier-20261128T000000Z',
      'atelier-20261129T130000Z',
      'atelier-20261129T140000Z',
    ]);
    const said = await backupCommand([], env, T0 + 3 * HOUR);
    expect(said).toContain('removed atelier-20261129T130000Z');

    // Without a name, restore takes the destination's newest complete backup; into a DATA_DIR
    // that exists and is empty (a mounted volume) as well as one that does not.
    const restored = path.join(tempDir('newest'), 'data');
    expect(await restoreCommand([dest], shopEnv(restored))).toContain(
      'Restored atelier-20261129T150000Z',
    );
    const volume = tempDir('volume');
    await restoreCommand([dest], shopEnv(volume));
    expect(entriesOf(volume)).toEqual(entriesOf(restored));
    expect(integrityOf(path.join(volume, 'atelier.db'))).toBe('ok');
  });

  it('leaves out a destination inside DATA_DIR, and the files when an object store keeps them', async () => {
    const inside = path.join(dataDir(), 'backups');
    await backupCommand([inside], shopEnv(dataDir()), T0);
    await backupCommand([inside], shopEnv(dataDir()), T0 + HOUR);
    const second = path.join(inside, 'atelier-20261129T130000Z');
    expect(existsSync(path.join(second, 'files', 'backups'))).toBe(false);
    expect(manifestOf(second).files.count).toBe(
      manifestOf(path.join(inside, 'atelier-20261129T120000Z')).files.count,
    );

    await expect(backupCommand([path.dirname(dataDir())], shopEnv(dataDir()), T0)).rejects.toThrow(
      /holds DATA_DIR/,
    );

    const dest = tempDir('objects');
    const said = await backupCommand([dest], shopEnv(dataDir(), filesInABucket), T0);
    expect(said).toContain('no files (STORAGE_DRIVER=s3');
    const backup = path.join(dest, 'atelier-20261129T120000Z');
    expect(manifestOf(backup).files).toEqual({ included: false, count: 0, bytes: 0 });
    expect(existsSync(path.join(backup, 'files'))).toBe(false);
  });

  it('restores only into an empty DATA_DIR, and only a backup that is what it says', async () => {
    const dest = tempDir('refuse');
    await backupCommand([dest], shopEnv(dataDir()), T0);
    const backup = path.join(dest, 'atelier-20261129T120000Z');

    const busy = tempDir('busy');
    writeFileSync(path.join(busy, 'atelier.db'), '');
    await expect(restoreCommand([backup], shopEnv(busy))).rejects.toThrow(
      /has a database: a backup is restored into an empty DATA_DIR/,
    );
    const used = tempDir('used');
    mkdirSync(path.join(used, 'uploads'));
    await expect(restoreCommand([backup], shopEnv(used))).rejects.toThrow(/is not empty/);

    // A byte changed in the database after the backup recorded it.
    const db = path.join(backup, 'atelier.db');
    const bytes = readFileSync(db);
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 0xff;
    writeFileSync(db, bytes);
    const parent = tempDir('damaged');
    const target = path.join(parent, 'data');
    await expect(restoreCommand([backup], shopEnv(target))).rejects.toThrow(
      /differs from the one the backup recorded/,
    );
    // Nothing half restored, not even the folder beside it.
    expect(entriesOf(parent)).toEqual([]);
    const volume = tempDir('volume');
    await expect(restoreCommand([backup], shopEnv(volume))).rejects.toThrow(/sha256/);
    expect(entriesOf(volume)).toEqual([]);

    await expect(
      restoreCommand([path.join(dest, 'atelier-20200101T000000Z')], shopEnv(target)),
    ).rejects.toThrow(/not a complete backup/);
    expect(entriesOf(parent)).toEqual([]);
  });

  it('refuses a DATA_DIR without a database', async () => {
    await expect(backupCommand([tempDir('none')], shopEnv(tempDir('empty')), T0)).rejects.toThrow(
      /no database at .*atelier\.db: is DATA_DIR the shop's\?/,
    );
  });

  it('sends a PostgreSQL shop to pg_dump', async () => {
    const env = shopEnv(dataDir(), { DATABASE_URL: 'postgres://shop@db.example/atelier' });
    await expect(backupCommand([tempDir('pg')], env, T0)).rejects.toThrow(/pg_dump/);
    await expect(restoreCommand([tempDir('pg')], env)).rejects.toThrow(/pg_dump/);
  });
});
