import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from './db/dialect';
import { startServer } from './test/server-process';

const parentDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-boot-'));
// Not there yet, as on a fresh clone.
const dataDir = path.join(parentDir, 'data');
afterAll(() => rmSync(parentDir, { recursive: true, force: true }));

/** Boots the real entry point as `npm start` does, with the demo seeded as on a fresh clone. */
function boot() {
  return startServer({ DATA_DIR: dataDir });
}

describe('the server process', () => {
  it('migrates, seeds, serves, shuts down cleanly on SIGTERM and keeps its data on restart', async () => {
    const first = await boot();
    const res = await fetch(`http://127.0.0.1:${first.port}/api/index/shopConfig?lang=en`);
    const shop = (await res.json()) as { data: { name: string } };
    expect(shop.data.name).toBe('Atelier');
    expect(first.output()).toContain('seeded the demo studio');

    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('shutting down');
    // A cleanly closed SQLite database has folded its write-ahead log back into the file.
    expect(existsSync(path.join(dataDir, 'atelier.db-wal'))).toBe(false);

    const db = createDb({ kind: 'sqlite', file: path.join(dataDir, 'atelier.db') });
    await db
      .updateTable('banners')
      .set({ title_en: 'Kept across restarts' })
      .where('position', '=', 'about')
      .execute();
    await db.destroy();

    const second = await boot();
    const banners = await fetch(
      `http://127.0.0.1:${second.port}/api/index/banner?position=about&lang=en`,
    );
    const list = (await banners.json()) as { data: Array<{ title: string }> };
    expect(list.data[0]?.title).toBe('Kept across restarts');
    expect(second.output()).not.toContain('seeded the demo studio');
    expect(await second.stop('SIGINT')).toBe(0);
  });
});
