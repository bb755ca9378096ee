import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { seedDemo } from '../demo/demo-seed';
import { ok, orderRow, placed, post, product, shopper, stockOf } from '../test/fixtures/order';
import { call, freshPostgresDatabase } from '../test/build-test-app';
import { withPg } from '../test/pg-admin';
import { shopEnv, tempDirs } from './backup-test-kit';

const run = promisify(execFile);

/** The app on a PostgreSQL database, as a deployment with DATABASE_URL builds it. */
function appOn(url: string, dataDir: string) {
  return buildApp(
    loadConfig({
      ...shopEnv(dataDir),
      DATABASE_URL: url,
      JOBS_INTERVAL_SECONDS: '0',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
    }),
  );
}

// The README's procedure (Backups, PostgreSQL), with the machine's own pg_dump and pg_restore.
// pg_dump and pg_restore of a whole shop: several seconds idle, room for a busy machine.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a PostgreSQL shop backed up with pg_dump',
  { timeout: 60_000 },
  () => {
    const tempDir = tempDirs();

    it('restores with pg_restore into a database that serves the same orders, stock and customers', async () => {
      const base = process.env.TEST_DATABASE_URL ?? '';
      // pg_dump reads servers of its own major version or older.
      const { stdout: version } = await run('pg_dump', ['--version']);
      const server = await withPg(base, (client) =>
        client.query<{ server_version_num: string }>('SHOW server_version_num'),
      );
      const serverMajor = Math.floor(Number(server.rows[0]?.server_version_num) / 10000);
      expect(Number(/\) (\d+)\./.exec(version)?.[1])).toBeGreaterThanOrEqual(serverMajor);

      const source = await freshPostgresDatabase();
      const target = await freshPostgresDatabase({ empty: true });
      const dump = path.join(tempDir('pg-dump'), 'atelier.dump');
      try {
        const app = await appOn(source.url, tempDir('pg-shop'));
        const orders: Array<{ id: number; status: string }> = [];
        let stock: { stock: number; sales: number };
        let print: number;
        try {
          await seedDemo(app);
          const who = await shopper(app, 'pgdump', 10_000);
          print = await product(app, {
            type: 'points',
            name_en: 'Dumped Mug',
            score_price: 100,
            stock: 20,
          });
          for (const quantity of [1, 2, 3]) {
            const order = await placed(app, who, print, quantity);
            await ok(
              post(app, 'orderPay', { order_id: order.order_id, method: 'score' }, who.token),
            );
          }
          await placed(app, who, print, 4);
          stock = await stockOf(app, print);
          expect(stock).toEqual({ stock: 10, sales: 10 });
          for (const { order_id } of await app.db
            .selectFrom('orders')
            .select('id as order_id')
            .execute()) {
            const { id, status } = await orderRow(app, order_id);
            orders.push({ id, status });
          }
          // Taken while the shop serves: pg_dump reads one consistent snapshot.
          await run('pg_dump', [
            '--format=custom',
            '--no-owner',
            '--no-acl',
            `--file=${dump}`,
            source.url,
          ]);
        } finally {
          await app.close();
        }

        await run('pg_restore', [
          '--no-owner',
          '--no-acl',
          '--exit-on-error',
          '--single-transaction',
          `--dbname=${target.url}`,
          dump,
        ]);

        const restored = await appOn(target.url, tempDir('pg-restored'));
        try {
          const statuses = await restored.db
            .selectFrom('orders')
            .select(['id', 'status'])
            .orderBy('id')
            .execute();
          expect(statuses).toEqual(orders.sort((a, b) => a.id - b.id));
          // The demo customer's seeded orders are completed.
          expect(new Set(statuses.map((o) => o.status))).toEqual(
            new Set(['completed', 'undelivered', 'unpaid']),
          );
          expect(await stockOf(restored, print)).toEqual(stock);
          const list = await call(restored, 'productList', {
            type: 'points',
            keyword: 'Dumped Mug',
          });
          expect(list.body).toMatchObject({ code: 200, data: { total: 1 } });
          const login = await call(
            restored,
            'login',
            { account: 'demo', password: 'Demo@12345' },
            { method: 'POST' },
          );
          expect(login.body).toMatchObject({ code: 200, data: { userinfo: { username: 'demo' } } });
          // A new order after the restore: the ids carry on where the shop left off.
          const who = await shopper(restored, 'afterdump');
          await placed(restored, who, print, 1);
        } finally {
          await restored.close();
        }
      } finally {
        await source.drop();
        await target.drop();
      }
    });
  },
);
