import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from './db/dialect';

const parentDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-boot-'));
// Not there yet, as on a fresh clone.
const dataDir = path.join(parentDir, 'data');
afterAll(() => rmSync(parentDir, { recursive: true, force: true }));

/** Boots the real entry point as `npm start` does, on a free port, and waits until it listens. */
async function boot() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')],
    {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 50);
    child.once('exit', () => {
      clearInterval(timer);
      reject(new Error(`server exited early:\n${output}`));
    });
  });
  return { child, port, output: () => output };
}

describe('the server process', () => {
  it('migrates, seeds, serves, shuts down cleanly on SIGTERM and keeps its data on restart', async () => {
    const first = await boot();
    const res = await fetch(`http://127.0.0.1:${first.port}/api/index/shopConfig?lang=en`);
    const shop = (await res.json()) as { data: { name: string } };
    expect(shop.data.name).toBe('Atelier');
    expect(first.output()).toContain('seeded the demo studio');

    first.child.kill('SIGTERM');
    const [code] = await once(first.child, 'exit');
    expect(code).toBe(0);
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
    second.child.kill('SIGINT');
    const [code2] = await once(second.child, 'exit');
    expect(code2).toBe(0);
  });
});
