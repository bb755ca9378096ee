import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { seedDemo } from './demo/demo-seed';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-close-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('closing the app', () => {
  it('lets an in-flight request finish, database work included, before the database closes', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '' });
    const app = await buildApp(config);
    await seedDemo(app);
    // A request that is still working when the shutdown begins.
    app.get('/api/test/slow', async () => {
      await sleep(300);
      const row = await app.db
        .selectFrom('config')
        .select('key')
        .where('key', '=', 'shop')
        .executeTakeFirst();
      return { key: row?.key };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');

    const inFlight = fetch(`http://127.0.0.1:${address.port}/api/test/slow`);
    await sleep(100);
    const closed = app.close();
    const response = await inFlight;
    expect(response.headers.get('connection')).toBe('close');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ key: 'shop' });
    await closed;
    await expect(app.db.selectFrom('config').selectAll().execute()).rejects.toThrow();
  });
});
