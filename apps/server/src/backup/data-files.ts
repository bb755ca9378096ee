import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export interface DataFile {
  /** Relative to DATA_DIR, with forward slashes (an object key's form too). */
  rel: string;
  abs: string;
  bytes: number;
}

/** The database and its companions, at DATA_DIR's top: the backup copies the database itself. */
const DATABASE_FILES = /^atelier\.db(-wal|-shm|-journal)?$/;

function isInside(file: string, folder: string): boolean {
  const rel = path.relative(folder, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * Every regular file under `dataDir` but the database's, and none under `exclude` (the backup
 * destination, when it lies inside).
 */
export async function listDataFiles(dataDir: string, exclude: string[]): Promise<DataFile[]> {
  const root = path.resolve(dataDir);
  const skipped = exclude.map((p) => path.resolve(p));
  const found: DataFile[] = [];
  async function visit(folder: string): Promise<void> {
    const entries = await readdir(folder, { withFileTypes: true }).catch(
      (err: NodeJS.ErrnoException) => {
        // A folder removed while we walk held nothing to keep.
        if (err.code === 'ENOENT') return [];
        throw err;
      },
    );
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const abs = path.join(folder, entry.name);
      if (skipped.some((p) => isInside(abs, p))) continue;
      if (folder === root && DATABASE_FILES.test(entry.name)) continue;
      if (entry.isDirectory()) await visit(abs);
      else if (entry.isFile()) {
        const info = await stat(abs).catch(() => undefined);
        if (!info) continue;
        const rel = path.relative(root, abs).split(path.sep).join('/');
        found.push({ rel, abs, bytes: info.size });
      }
    }
  }
  await visit(root);
  return found;
}
