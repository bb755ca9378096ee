import type { FastifyBaseLogger } from 'fastify';
import { readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { testClock } from '../lib/clock';
import { useTestApp } from '../test/build-test-app';
import { backupJob } from './backup-job';
import { localStore } from './local-store';
import { filesInABucket, tempDirs } from './backup-test-kit';

const T0 = Date.parse('2026-11-29T12:00:00Z');
const HOUR = 3600_000;

const quietLog = { info: () => undefined } as unknown as FastifyBaseLogger;

function backupsIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .sort();
}

describe('the backup job', () => {
  const ctx = useTestApp('sqlite');
  const tempDir = tempDirs();

  it('takes one when the interval has passed since the newest, also after a restart', async () => {
    const { config } = ctx();
    const dest = tempDir('job');
    const settings = {
      dataDir: config.dataDir,
      databaseFile: config.database.kind === 'sqlite' ? config.database.file : '',
      includeFiles: true,
      keep: 7,
    };
    const job = backupJob(settings, localStore(dest), 6 * HOUR, quietLog);
    // None yet: one at once.
    await job.run(T0);
    await job.run(T0 + 5 * HOUR);
    expect(backupsIn(dest)).toEqual(['atelier-20261129T120000Z']);
    await job.run(T0 + 6 * HOUR);
    expect(backupsIn(dest)).toEqual(['atelier-20261129T120000Z', 'atelier-20261129T180000Z']);

    // A restarted server reads when the last one was taken.
    const restarted = backupJob(settings, localStore(dest), 6 * HOUR, quietLog);
    await restarted.run(T0 + 7 * HOUR);
    expect(backupsIn(dest)).toHaveLength(2);
    await restarted.run(T0 + 12 * HOUR);
    expect(backupsIn(dest)).toHaveLength(3);
  });
});

describe('BACKUP_INTERVAL_HOURS in the job runner', () => {
  const dest = tempDirs()('scheduled');
  const clock = testClock(T0);
  const ctx = useTestApp(
    'sqlite',
    { JOBS_INTERVAL_SECONDS: '1', BACKUP_INTERVAL_HOURS: '6', BACKUP_DIR: dest, BACKUP_KEEP: '2' },
    { clock },
  );
  const waitFor = (names: string[]) =>
    vi.waitFor(() => expect(backupsIn(dest)).toEqual(names), { timeout: 8000, interval: 50 });

  it('backs up as the clock passes each interval, keeping the newest BACKUP_KEEP', async () => {
    // The runner starts once the app is ready, as a listening server is.
    await ctx().app.ready();
    await waitFor(['atelier-20261129T120000Z']);
    clock.advance(6 * HOUR);
    await waitFor(['atelier-20261129T120000Z', 'atelier-20261129T180000Z']);
    clock.advance(6 * HOUR);
    await waitFor(['atelier-20261129T180000Z', 'atelier-20261130T000000Z']);
  });
});

describe('the backup settings', () => {
  it('schedule backups of SQLite only, and to a destination', () => {
    expect(() =>
      loadConfig({ BACKUP_INTERVAL_HOURS: '24', DATABASE_URL: 'postgres://db.example/shop' }),
    ).toThrow(/BACKUP_INTERVAL_HOURS: .*pg_dump/);
    expect(() => loadConfig({ BACKUP_INTERVAL_HOURS: '24' })).toThrow(/BACKUP_DIR: required/);
    expect(loadConfig({}).backup).toMatchObject({ intervalMs: 0, keep: 7, includeFiles: true });
    expect(
      loadConfig({ BACKUP_DIR: 's3://shop-backups/atelier', ...filesInABucket }).backup,
    ).toMatchObject({ destination: 's3://shop-backups/atelier', includeFiles: false });
  });
});
