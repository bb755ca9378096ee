import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname } from 'node:path';

/** Removes the run's database directory, and only a directory this suite created. */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir || dirname(dir) !== tmpdir() || !basename(dir).startsWith('atelier-e2e-')) return;
  await rm(dir, { recursive: true, force: true });
}
