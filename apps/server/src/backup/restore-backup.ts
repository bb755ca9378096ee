import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BackupStore } from './backup-store';
import { listDataFiles } from './data-files';
import {
  DATABASE_FILE,
  FILES_FOLDER,
  MANIFEST_FILE,
  manifestSchema,
  sha256OfFile,
  type Manifest,
} from './manifest';
import { checkSqlite } from './sqlite-snapshot';

async function entriesOf(dir: string): Promise<string[] | undefined> {
  return readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  });
}

/** Refuses a DATA_DIR that holds anything: a restore never mixes with a shop's data. */
export async function assertEmptyDataDir(dataDir: string): Promise<void> {
  const entries = await entriesOf(dataDir);
  if (entries && entries.length > 0) {
    const what = entries.includes(DATABASE_FILE) ? 'has a database' : 'is not empty';
    throw new Error(
      `${dataDir} ${what}: a backup is restored into an empty DATA_DIR (move this one aside first)`,
    );
  }
}

/** Checks a downloaded backup against its manifest; answers the manifest. */
async function verify(dir: string, name: string): Promise<Manifest> {
  const text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${name}: its manifest is not one this version reads`);
  const manifest = parsed.data;
  const database = path.join(dir, DATABASE_FILE);
  if ((await sha256OfFile(database)) !== manifest.database.sha256) {
    throw new Error(`${name}: the database differs from the one the backup recorded (sha256)`);
  }
  const check = await checkSqlite(database);
  if (check.integrity.join('\n') !== 'ok') {
    throw new Error(
      `${name}: the database fails its integrity check: ${check.integrity.join('; ')}`,
    );
  }
  const files = await listDataFiles(path.join(dir, FILES_FOLDER), []);
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
  if (files.length !== manifest.files.count || bytes !== manifest.files.bytes) {
    throw new Error(
      `${name}: ${files.length} files of ${bytes} bytes, where the backup recorded ${manifest.files.count} of ${manifest.files.bytes}`,
    );
  }
  return manifest;
}

/**
 * Puts backup `name` back as `dataDir`, which must be empty or missing. Everything is fetched
 * and checked in a hidden folder first. A missing DATA_DIR is then that folder, renamed: an
 * interrupted restore leaves nothing. An empty one that exists (a mounted volume, which cannot
 * be replaced) has the folder made inside it and its entries moved up, the database last.
 */
export async function restoreBackup(
  store: BackupStore,
  name: string,
  dataDir: string,
): Promise<Manifest> {
  const target = path.resolve(dataDir);
  await assertEmptyDataDir(target);
  const exists = (await entriesOf(target)) !== undefined;
  const hidden = `.${path.basename(target)}.restoring-${randomBytes(4).toString('hex')}`;
  const temp = exists ? path.join(target, hidden) : path.join(path.dirname(target), hidden);
  await mkdir(path.dirname(temp), { recursive: true });
  try {
    await store.download(name, temp);
    const manifest = await verify(temp, name);
    await rm(path.join(temp, MANIFEST_FILE));
    // DATA_DIR's files back at its top, beside the database.
    const files = path.join(temp, `.files-${randomBytes(4).toString('hex')}`);
    const copied = path.join(temp, FILES_FOLDER);
    if (await stat(copied).catch(() => undefined)) {
      await rename(copied, files);
      for (const entry of await readdir(files)) {
        await rename(path.join(files, entry), path.join(temp, entry));
      }
      await rmdir(files);
    }
    if (!exists) {
      await rename(temp, target);
      return manifest;
    }
    const entries = await readdir(temp);
    for (const entry of [...entries.filter((e) => e !== DATABASE_FILE), DATABASE_FILE]) {
      await rename(path.join(temp, entry), path.join(target, entry));
    }
    await rmdir(temp);
    return manifest;
  } catch (err) {
    // DATA_DIR was empty or missing: it is again.
    if (exists) {
      for (const entry of (await entriesOf(target)) ?? []) {
        await rm(path.join(target, entry), { recursive: true, force: true });
      }
    } else await rm(temp, { recursive: true, force: true });
    throw err;
  }
}
