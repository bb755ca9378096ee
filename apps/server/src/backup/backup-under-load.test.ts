import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { restoreCommand } from '../backup-command';
import { loadConfig } from '../config';
import { ok, placed, post, product, shopper, type Shopper } from '../test/fixtures/order';
import { call, useTestApp } from '../test/build-test-app';
import { integrityOf, shopEnv, tempDirs, withDatabase } from './backup-test-kit';

const STOCK = 1_000_000;

/**
 * `npm run backup` as a shop runs it beside the server: a process of its own (from the source),
 * with its own connection to the database the server is writing.
 */
async function backupProcess(dataDir: string, dest: string): Promise<string> {
  const entry = path.join(import.meta.dirname, '..', 'backup.ts');
  // The test run's own database, if it names one, is not the shop's.
  const env: NodeJS.ProcessEnv = { ...process.env, ...shopEnv(dataDir) };
  delete env.DATABASE_URL;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', entry, 'backup', dest],
    { env },
  );
  return stdout;
}

describe('a backup taken during a load of checkouts', () => {
  const ctx = useTestApp('sqlite', {}, { demo: true });
  const tempDir = tempDirs();

  it('restores every order confirmed before it began, stock and sales that add up, and a shop that serves', async () => {
    const { app, config } = ctx();
    const mugs: number[] = [];
    for (const n of [1, 2, 3]) {
      const values = { name_en: `Load Mug ${n}`, score_price: 10, stock: STOCK };
      mugs.push(await product(app, { type: 'points', ...values }));
    }
    const shoppers: Shopper[] = [];
    for (const n of [1, 2, 3, 4]) shoppers.push(await shopper(app, `load${n}`, 100_000_000));

    // Each shopper buys mugs one order after another, and pays for three orders in four.
    const confirmed: number[] = [];
    let stopping = false;
    async function shop(who: Shopper, offset: number) {
      for (let i = offset; !stopping; i += 1) {
        const order = await placed(app, who, mugs[i % mugs.length] ?? 0, 1 + (i % 3));
        if (i % 4 === 3) continue;
        await ok(post(app, 'orderPay', { order_id: order.order_id, method: 'score' }, who.token));
        confirmed.push(order.order_id);
      }
    }
    const load = Promise.all(shoppers.map((who, n) => shop(who, n)));
    const dest = tempDir('load');
    let before: number[] = [];
    try {
      await expect.poll(() => confirmed.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(30);
      before = [...confirmed];
      expect(await backupProcess(config.dataDir, dest)).toMatch(/^Backup atelier-/);
      // The checkouts went on while the backup was taken.
      expect(confirmed.length).toBeGreaterThan(before.length);
    } finally {
      stopping = true;
      await load;
    }

    const restored = path.join(tempDir('restored'), 'data');
    await restoreCommand([dest], shopEnv(restored));
    const file = path.join(restored, 'atelier.db');
    expect(integrityOf(file)).toBe('ok');
    withDatabase(file, (db) => {
      const statuses = db
        .prepare(`SELECT id, status FROM orders WHERE id IN (${before.map(() => '?').join()})`)
        .all(...before) as Array<{ id: number; status: string }>;
      expect(statuses.map((o) => o.id).sort()).toEqual([...before].sort());
      expect(new Set(statuses.map((o) => o.status))).toEqual(new Set(['undelivered']));
      for (const mug of mugs) {
        const { stock, sales } = db
          .prepare('SELECT stock, sales FROM products WHERE id = ?')
          .get(mug) as { stock: number; sales: number };
        // Every unit is either still in stock or in an order of the restored database.
        const ordered = db
          .prepare('SELECT COALESCE(SUM(quantity), 0) FROM order_items WHERE product_id = ?')
          .pluck()
          .get(mug);
        expect({ total: stock + sales, ordered }).toEqual({ total: STOCK, ordered: sales });
      }
    });

    // The restored shop serves its catalogue and lets the demo customer in.
    const reopened = await buildApp(
      loadConfig({ ...shopEnv(restored), JOBS_INTERVAL_SECONDS: '0', SEED_DEMO: 'false' }),
    );
    try {
      const list = await call(reopened, 'productList', { type: 'points', keyword: 'Load Mug' });
      expect(list.body).toMatchObject({ code: 200, data: { total: 3 } });
      const login = await call(
        reopened,
        'login',
        { account: 'demo', password: 'Demo@12345' },
        { method: 'POST' },
      );
      expect(login.body).toMatchObject({ code: 200, data: { userinfo: { username: 'demo' } } });
    } finally {
      await reopened.close();
    }
  });
});
