import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SEED_DIR = 'seed';

export async function makeSeedDir(uploadsDir: string): Promise<void> {
  await mkdir(path.join(uploadsDir, SEED_DIR), { recursive: true });
}

/** Writes a generated picture under uploads/seed and returns the URL it is served at. */
export async function writeSeedFile(
  uploadsDir: string,
  name: string,
  svg: string,
): Promise<string> {
  await writeFile(path.join(uploadsDir, SEED_DIR, name), svg);
  return `/uploads/${SEED_DIR}/${name}`;
}
