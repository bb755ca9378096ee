import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname } from 'node:path';

/** Removes the time-travel server's database directory, and only a directory this suite made. */
export default async function globalTeardown(): Promise<void> {
  for (const dir of [process.env.E2E_TIME_TRAVEL_DATA_DIR]) {
    if (!dir || dirname(dir) !== tmpdir() || !basename(dir).startsWith('atelier-e2e-')) continue;
    await rm(dir, { recursive: true, force: true });
  }
}
