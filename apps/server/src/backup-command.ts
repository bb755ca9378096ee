// `npm run backup -- [destination]` and `npm run restore -- <backup>` (dist/backup.js once
// bundled). A backup of the SQLite database is taken while the server serves; a restore goes
// into an empty DATA_DIR. PostgreSQL is backed up with its own tools (README, Backups).
import path from 'node:path';
import { backupTime, isBackupName } from './backup/backup-name';
import { parseS3Location, type BackupStore } from './backup/backup-store';
import { openBackupStore } from './backup/open-store';
import { restoreBackup } from './backup/restore-backup';
import { takeBackup } from './backup/take-backup';
import { loadConfig, type AppConfig } from './config';

const usage =
  'usage: npm run backup -- [folder or s3://bucket/prefix]   (BACKUP_DIR when omitted)\n' +
  '       npm run restore -- <backup folder or s3://bucket/prefix/atelier-…Z>';

const POSTGRES_REFUSAL =
  'DATABASE_URL is set: a PostgreSQL database is backed up with pg_dump and pg_restore, or your ' +
  "provider's point-in-time recovery (README, Backups); npm run backup copies the SQLite database.";

function sqliteFile(config: AppConfig): string {
  if (config.database.kind !== 'sqlite') throw new Error(POSTGRES_REFUSAL);
  return config.database.file;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

export async function backupCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  now = Date.now(),
): Promise<string> {
  if (args.length > 1) throw new Error(usage);
  const config = loadConfig(env);
  const databaseFile = sqliteFile(config);
  const given = args[0];
  const destination = given === undefined ? config.backup.destination : given;
  if (!destination) throw new Error(usage);
  const store = openBackupStore(
    parseS3Location(destination) ? destination : path.resolve(destination),
    config.backup.s3,
  );
  try {
    const { name, manifest, pruned } = await takeBackup(
      {
        dataDir: config.dataDir,
        databaseFile,
        includeFiles: config.backup.includeFiles,
        keep: config.backup.keep,
      },
      store,
      now,
    );
    const files = manifest.files.included
      ? `${manifest.files.count} files (${megabytes(manifest.files.bytes)})`
      : 'no files (STORAGE_DRIVER=s3: the object store keeps them)';
    const removed = pruned.length > 0 ? `; removed ${pruned.join(', ')}` : '';
    return `Backup ${name} in ${store.location}: the database (${megabytes(manifest.database.bytes)}) and ${files}${removed}.`;
  } finally {
    store.close();
  }
}

/**
 * The backup `location` names, as a store and a name: its own folder or prefix, or a
 * destination, whose newest complete backup is meant.
 */
async function locate(location: string, s3: AppConfig['backup']['s3']) {
  const trimmed = location.replace(/\/+$/, '');
  const last = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  if (isBackupName(last)) {
    const parent = trimmed.slice(0, trimmed.length - last.length - 1);
    return { store: openBackupStore(parent || '.', s3), name: last };
  }
  const store: BackupStore = openBackupStore(trimmed, s3);
  const newest = (await store.list()).at(-1);
  if (!newest) {
    store.close();
    throw new Error(`${location} holds no complete backup`);
  }
  return { store, name: newest };
}

export async function restoreCommand(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const [location, ...rest] = args;
  if (location === undefined || rest.length > 0) throw new Error(usage);
  const config = loadConfig(env);
  sqliteFile(config);
  const { store, name } = await locate(
    parseS3Location(location) ? location : path.resolve(location),
    config.backup.s3,
  );
  try {
    const manifest = await restoreBackup(store, name, config.dataDir);
    const taken = new Date(backupTime(name) ?? 0).toISOString();
    const files = manifest.files.included
      ? `${manifest.files.count} files`
      : 'no files (they are in the object store)';
    return `Restored ${name} (taken ${taken}, version ${manifest.app_version}) into ${config.dataDir}: the database and ${files}. Start the server on it.`;
  } finally {
    store.close();
  }
}

/** `node dist/backup.js backup|restore <args>`: prints the outcome; a refusal sets exit code 1. */
export async function runBackupCommand(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  try {
    if (command === 'backup') console.log(await backupCommand(args, process.env));
    else if (command === 'restore') console.log(await restoreCommand(args, process.env));
    else throw new Error(usage);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  }
}
