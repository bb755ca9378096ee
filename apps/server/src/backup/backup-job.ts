import type { FastifyBaseLogger } from 'fastify';
import { backupTime } from './backup-name';
import type { BackupStore } from './backup-store';
import { takeBackup, type BackupSettings } from './take-backup';

/** After a failed backup, the next attempt waits this long (or the interval, if shorter). */
const RETRY_MS = 3600_000;

/**
 * BACKUP_INTERVAL_HOURS as a job of the runner: due when the newest complete backup in the
 * destination (read once, then remembered) is an interval old. A restart does not take an extra
 * one, and a destination with none gets one at once.
 */
export function backupJob(
  settings: BackupSettings,
  store: BackupStore,
  intervalMs: number,
  log: FastifyBaseLogger,
): { name: string; run: (now: number) => Promise<void> } {
  let last: number | undefined;
  return {
    name: 'backup',
    async run(now) {
      if (last === undefined) {
        const newest = (await store.list()).at(-1);
        last = (newest === undefined ? undefined : backupTime(newest)) ?? Number.NEGATIVE_INFINITY;
      }
      if (now - last < intervalMs) return;
      try {
        const { name, manifest, pruned } = await takeBackup(settings, store, now);
        last = now;
        log.info(
          { backup: name, bytes: manifest.database.bytes, files: manifest.files.count, pruned },
          'backup taken',
        );
      } catch (err) {
        last = now - intervalMs + Math.min(intervalMs, RETRY_MS);
        throw err;
      }
    },
  };
}
