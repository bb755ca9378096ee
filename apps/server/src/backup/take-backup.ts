import { stat } from 'node:fs/promises';
import path from 'node:path';
import serverPackage from '../../package.json' with { type: 'json' };
import { backupName } from './backup-name';
import type { BackupStore } from './backup-store';
import { listDataFiles } from './data-files';
import { DATABASE_FILE, FILES_FOLDER, sha256OfFile, type Manifest } from './manifest';
import { snapshotSqlite } from './sqlite-snapshot';

export interface BackupSettings {
  dataDir: string;
  /** The live SQLite file. */
  databaseFile: string;
  /** Copy DATA_DIR's files too: false when they live in an object store. */
  includeFiles: boolean;
  /** Complete backups kept; older ones are deleted once a new one is complete. */
  keep: number;
}

export interface BackupResult {
  name: string;
  manifest: Manifest;
  /** The older backups deleted to keep `keep`. */
  pruned: string[];
}

/**
 * Takes one backup into `store` while the server may be serving: the database first, as one
 * consistent snapshot checked before it counts, then DATA_DIR's files (a file removed in between
 * is left out; one added since is an orphan, harmless). Then prunes to the newest `keep`.
 */
export async function takeBackup(
  settings: BackupSettings,
  store: BackupStore,
  now: number,
): Promise<BackupResult> {
  const name = backupName(now);
  const dataDir = path.resolve(settings.dataDir);
  if (store.localDir && !path.relative(store.localDir, dataDir).startsWith('..')) {
    throw new Error(
      `${store.location} holds DATA_DIR (${dataDir}): back up to a folder outside it, or inside DATA_DIR`,
    );
  }
  if (!(await stat(settings.databaseFile).catch(() => undefined))) {
    throw new Error(`no database at ${settings.databaseFile}: is DATA_DIR the shop's?`);
  }
  if ((await store.list()).includes(name)) {
    throw new Error(`a backup named ${name} is already in ${store.location}`);
  }
  const writer = await store.begin(name);
  let manifest: Manifest;
  try {
    const copy = path.join(writer.workDir, DATABASE_FILE);
    const check = await snapshotSqlite(settings.databaseFile, copy);
    if (check.integrity.join('\n') !== 'ok') {
      throw new Error(
        `the database copy failed its integrity check: ${check.integrity.join('; ')}`,
      );
    }
    const database = {
      file: DATABASE_FILE,
      bytes: (await stat(copy)).size,
      sha256: await sha256OfFile(copy),
    } as const;
    await writer.put(DATABASE_FILE, copy);

    const files = { included: settings.includeFiles, count: 0, bytes: 0 };
    if (settings.includeFiles) {
      const exclude = [writer.workDir, ...(store.localDir ? [store.localDir] : [])];
      // A few at a time: thousands of small pictures, each a round trip to a disk or a bucket.
      await inParallel(await listDataFiles(dataDir, exclude), 8, async (file) => {
        let bytes: number;
        try {
          bytes = await writer.put(`${FILES_FOLDER}/${file.rel}`, file.abs);
        } catch (err) {
          // Deleted since the listing: it is not part of the shop any more.
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw err;
        }
        files.count += 1;
        files.bytes += bytes;
      });
    }

    manifest = {
      format: 1,
      name,
      created_at: new Date(now).toISOString(),
      app_version: serverPackage.version,
      migrations: check.migrations,
      database,
      files,
    };
    await writer.commit(`${JSON.stringify(manifest, null, 2)}\n`);
  } catch (err) {
    await writer.abandon().catch(() => undefined);
    throw err;
  }
  // Only once the new one counts: a failed backup never costs an old one.
  return { name, manifest, pruned: await prune(store, settings.keep) };
}

/** Deletes all but the newest `keep` complete backups; answers the names deleted. */
export async function prune(store: BackupStore, keep: number): Promise<string[]> {
  const names = await store.list();
  const doomed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of doomed) await store.remove(name);
  return doomed;
}

/** Runs `fn` on every item, at most `limit` at once; the first failure is thrown once all stop. */
async function inParallel<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await fn(item);
    }
  });
  const results = await Promise.allSettled(lanes);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}
