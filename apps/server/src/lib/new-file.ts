import { rm, writeFile } from 'node:fs/promises';

/**
 * Writes `bytes` to `file`, which must not exist yet. A write that fails part way (a full disk)
 * leaves no half file behind.
 */
export async function writeNewFile(
  file: string,
  bytes: Buffer,
  { mode }: { mode?: number } = {},
): Promise<void> {
  try {
    await writeFile(file, bytes, { flag: 'wx', mode });
  } catch (err) {
    // The file that is already there is someone else's.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') await rm(file, { force: true });
    throw err;
  }
}
