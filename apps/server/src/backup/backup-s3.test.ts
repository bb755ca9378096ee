import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCommand, restoreCommand } from '../backup-command';
import { loadConfig } from '../config';
import { useTestApp } from '../test/build-test-app';
import { integrityOf, shopEnv, tempDirs, withDatabase } from './backup-test-kit';
import { s3Store } from './s3-store';
import { s3Client } from '../storage/s3-client';
import { startFakeS3, type FakeS3 } from '../test/fakes/s3/fake-s3';

const T0 = Date.parse('2026-11-29T12:00:00Z');
const HOUR = 3600_000;
const BUCKET = 'shop-backups';

// Each test takes and restores whole backups through the bucket: several seconds on an idle
// machine, so they get room for a busy one.
describe('backups in an S3 bucket', { timeout: 60_000 }, () => {
  const ctx = useTestApp('sqlite', {}, { demo: true });
  const tempDir = tempDirs();
  let store: FakeS3 | undefined;
  let s3: Record<string, string> = {};

  beforeAll(async () => {
    // Every request's signature is checked with the bucket's secret.
    store = await startFakeS3({ bucket: BUCKET });
    const { STORAGE_DRIVER: _local, S3_BUCKET: _bucket, ...connection } = store.env;
    s3 = connection;
  });

  afterAll(async () => {
    expect(store?.refused).toEqual([]);
    await store?.close();
  });

  const env = (dataDir: string, extra: Record<string, string> = {}) =>
    shopEnv(dataDir, { ...s3, ...extra });

  async function backupsInBucket(): Promise<string[]> {
    const client = s3Client(loadConfig(env('.')).backup.s3);
    try {
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'atelier/', Delimiter: '/' }),
      );
      return (listed.CommonPrefixes ?? []).map((p) => p.Prefix ?? '').sort();
    } finally {
      client.destroy();
    }
  }

  it('keeps the newest BACKUP_KEEP under the prefix and restores the newest, files and all', async () => {
    const dataDir = ctx().config.dataDir;
    mkdirSync(path.join(dataDir, 'resumes'), { recursive: true });
    writeFileSync(path.join(dataDir, 'resumes', 'cv.pdf'), 'a résumé', { mode: 0o600 });
    const shop = env(dataDir, { BACKUP_KEEP: '2' });
    for (const hours of [0, 1, 2]) {
      await backupCommand(['s3://shop-backups/atelier'], shop, T0 + hours * HOUR);
    }
    expect(await backupsInBucket()).toEqual([
      'atelier/atelier-20261129T130000Z/',
      'atelier/atelier-20261129T140000Z/',
    ]);

    const restored = path.join(tempDir('from-s3'), 'data');
    const said = await restoreCommand(['s3://shop-backups/atelier/'], env(restored));
    expect(said).toContain('Restored atelier-20261129T140000Z');
    expect(integrityOf(path.join(restored, 'atelier.db'))).toBe('ok');
    const demo = withDatabase(path.join(restored, 'atelier.db'), (db) =>
      db.prepare("SELECT COUNT(*) FROM users WHERE username = 'demo'").pluck().get(),
    );
    expect(demo).toBe(1);
    expect(readdirSync(path.join(restored, 'uploads', 'seed')).length).toBeGreaterThan(10);
    // Still for the server's eyes only.
    expect(statSync(path.join(restored, 'resumes', 'cv.pdf')).mode & 0o777).toBe(0o600);
  });

  it('never counts nor restores a backup whose upload did not finish', async () => {
    // The objects of an upload cut short: no manifest.
    const client = s3Client(loadConfig(env('.')).backup.s3);
    await client.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: 'atelier/atelier-20261129T230000Z/atelier.db',
        Body: 'half',
      }),
    );
    client.destroy();

    const parent = tempDir('cut-short');
    const target = path.join(parent, 'data');
    await expect(
      restoreCommand(['s3://shop-backups/atelier/atelier-20261129T230000Z'], env(target)),
    ).rejects.toThrow(/not a complete backup/);
    expect(readdirSync(parent)).toEqual([]);

    expect(await restoreCommand(['s3://shop-backups/atelier'], env(target))).toContain(
      'Restored atelier-20261129T140000Z',
    );
    expect(existsSync(path.join(target, 'atelier.db'))).toBe(true);
  });

  it('sends a large file up in parts and gets it back whole', async () => {
    const settings = loadConfig(env('.')).backup.s3;
    const location = 's3://shop-backups/parts';
    const store = s3Store(location, { bucket: BUCKET, prefix: 'parts' }, settings, {
      partBytes: 5 * 1024 * 1024,
    });
    try {
      const big = path.join(tempDir('big'), 'atelier.db');
      writeFileSync(big, randomBytes(12 * 1024 * 1024));
      const writer = await store.begin('atelier-20261129T120000Z');
      expect(await writer.put('atelier.db', big)).toBe(12 * 1024 * 1024);
      await writer.commit('{}');
      const into = path.join(tempDir('parts-back'), 'backup');
      await store.download('atelier-20261129T120000Z', into);
      expect(readFileSync(path.join(into, 'atelier.db')).equals(readFileSync(big))).toBe(true);
    } finally {
      store.close();
    }
  });
});
