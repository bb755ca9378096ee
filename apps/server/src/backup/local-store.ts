import { randomBytes } from 'node:crypto';
import {
  access,
  copyFile,
  cp,
  mkdir,
  open,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { isBackupName } from './backup-name';
import type { BackupStore, BackupWriter } from './backup-store';
import { MANIFEST_FILE } from './manifest';

/** A backup being written, or being deleted: hidden, and never counted. */
const UNFINISHED = /^\.atelier-\d{8}T\d{6}Z\.(partial|deleting)-[0-9a-f]+$/;
/** An unfinished folder this old was left by a run that was interrupted. */
const STALE_MS = 24 * 3600_000;

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Puts a file's (or a folder's entries') bytes on the disk: a backup renamed complete must not
 * turn out empty after a power cut.
 */
async function sync(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Backups as folders of `dir`, on this machine or a mounted disk. */
export function localStore(dir: string): BackupStore {
  const root = path.resolve(dir);
  const hidden = (name: string, what: string) =>
    path.join(root, `.${name}.${what}-${randomBytes(4).toString('hex')}`);

  async function removeStale(): Promise<void> {
    for (const entry of await readdir(root)) {
      if (!UNFINISHED.test(entry)) continue;
      const info = await stat(path.join(root, entry)).catch(() => undefined);
      if (info && Date.now() - info.mtimeMs > STALE_MS) {
        await rm(path.join(root, entry), { recursive: true, force: true });
      }
    }
  }

  return {
    location: dir,
    localDir: root,
    async list() {
      const entries = await readdir(root).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [];
        throw err;
      });
      const complete: string[] = [];
      for (const name of entries.filter(isBackupName).sort()) {
        if (await exists(path.join(root, name, MANIFEST_FILE))) complete.push(name);
      }
      return complete;
    },
    async begin(name): Promise<BackupWriter> {
      await mkdir(root, { recursive: true });
      await removeStale();
      const partial = hidden(name, 'partial');
      await mkdir(partial);
      return {
        workDir: partial,
        async put(rel, from) {
          const to = path.join(partial, ...rel.split('/'));
          if (to !== from) {
            await mkdir(path.dirname(to), { recursive: true });
            await copyFile(from, to);
          }
          await sync(to);
          return (await stat(to)).size;
        },
        async commit(manifest) {
          await writeFile(path.join(partial, MANIFEST_FILE), manifest);
          await sync(path.join(partial, MANIFEST_FILE));
          await sync(partial);
          // Fails rather than merge into a backup of the same name.
          await rename(partial, path.join(root, name));
          await sync(root);
        },
        async abandon() {
          await rm(partial, { recursive: true, force: true });
        },
      };
    },
    async remove(name) {
      const doomed = hidden(name, 'deleting');
      await rename(path.join(root, name), doomed);
      await rm(doomed, { recursive: true, force: true });
    },
    async download(name, into) {
      const from = path.join(root, name);
      if (!(await exists(path.join(from, MANIFEST_FILE)))) {
        throw new Error(`${from} is not a complete backup (it has no ${MANIFEST_FILE})`);
      }
      await cp(from, into, { recursive: true, errorOnExist: true, force: false });
    },
    close() {},
  };
}
