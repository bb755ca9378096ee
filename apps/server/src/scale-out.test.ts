import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { seedDemo } from './demo/demo-seed';
import {
  get,
  ledgerOf,
  orderRow,
  placed,
  pointsOf,
  post,
  product,
  runOutClock,
  shopper,
  stockOf,
} from './modules/order/order-fixtures';
import { freshPostgresDatabase, type TestDatabase } from './test/build-test-app';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
/** Guarded actions (sign-in, codes) per IP and minute, low enough to reach in a test. */
const AUTH_LIMIT = 6;

describe.runIf(databaseUrl && redisUrl)(
  'two instances on one PostgreSQL and one Redis (runs when TEST_DATABASE_URL and TEST_REDIS_URL are set)',
  () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let database: TestDatabase | undefined;
    let dataDir = '';

    beforeAll(async () => {
      if (!databaseUrl || !redisUrl) return;
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-scale-'));
      database = await freshPostgresDatabase({ empty: true });
      const config = loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        WEB_DIST: '',
        VALIDATE_RESPONSES: 'true',
        RATE_LIMIT_MAX: '100000',
        AUTH_RATE_LIMIT_MAX: String(AUTH_LIMIT),
        JOBS_INTERVAL_SECONDS: '0',
        REDIS_URL: redisUrl,
        REDIS_PREFIX: `atelier-test-${path.basename(dataDir)}:`,
      });
      config.database = { kind: 'postgres', url: database.url };
      // Started together on an empty database, as a first deployment of two replicas would be:
      // each boots as server.ts does, the demo seed included.
      const boot = async () => {
        const app = await buildApp(config);
        await seedDemo(app);
        return app;
      };
      [a, b] = await Promise.all([boot(), boot()]);
    });

    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
      await database?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('a session opened on one instance works on the other, and ends on both', async () => {
      const who = await shopper(a, 'scale');
      const info = await get(b, 'userInfo', { lang: 'en' }, who.token);
      expect(info.body).toMatchObject({ code: 200, data: { username: who.username } });

      await post(b, 'logout', { lang: 'en' }, who.token);
      const after = await get(a, 'userInfo', { lang: 'en' }, who.token);
      expect(after.body).toMatchObject({ code: 401, msg: expect.stringMatching(/log in again/) });
    });

    it('counts the sign-in limit across instances', async () => {
      // An address of its own, so the other tests' sign-ups do not count.
      const attempt = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/api/index/login',
          remoteAddress: '198.51.100.23',
          payload: { account: 'nobody_here', password: 'Wrong-pass-1', lang: 'en' },
        });
      const statuses: number[] = [];
      for (let i = 0; i < AUTH_LIMIT; i++) {
        statuses.push((await attempt(i % 2 === 0 ? a : b)).statusCode);
      }
      // Each instance saw only half of them: a limit kept per process would still let these in.
      const refusedA = await attempt(a);
      const refusedB = await attempt(b);
      expect(statuses).toEqual(Array(AUTH_LIMIT).fill(200));
      expect([refusedA.statusCode, refusedB.statusCode]).toEqual([429, 429]);
      expect(refusedB.json()).toEqual({
        code: 429,
        msg: expect.stringMatching(/^Too many requests, please try again in \d+ seconds$/),
      });
    });

    it('cancels each overdue order exactly once when both run the deadline job at once', async () => {
      const who = await shopper(a, 'scalejob', 500);
      const print = await product(a, { name_en: 'Scale Print', stock: 30 });
      const orders = await Promise.all(
        [a, b, a, b, a, b].map((app, i) => placed(app, who, print, (i % 3) + 1)),
      );
      expect(await stockOf(a, print)).toEqual({ stock: 18, sales: 12 });
      // A buyer on instance B sees the stock taken.
      const before = await get(b, 'productInfo', { id: print, lang: 'en' });
      expect(before.body.data).toMatchObject({ stock: 18 });
      for (const order of orders) await runOutClock(a, order.order_id);

      const now = Date.now();
      const counts = await Promise.all(
        [a, b, a, b].map((app) => app.services.order.cancelOverdue(now)),
      );
      expect(counts.reduce((sum, n) => sum + n, 0)).toBe(orders.length);
      for (const order of orders) {
        expect(await orderRow(a, order.order_id)).toMatchObject({
          status: 'canceled',
          cancel_reason: 'timeout',
          canceled_at: now,
        });
      }
      expect(await stockOf(a, print)).toEqual({ stock: 30, sales: 0 });
      // Nothing was paid, so nothing is refunded: the points stay as granted.
      expect(await pointsOf(a, who.id)).toEqual({ score: 500, score_total: 0 });
      expect(await ledgerOf(a, who.id)).toHaveLength(1);
      // The stock came back for buyers on either instance, whichever one cancelled.
      for (const app of [a, b]) {
        await expect
          .poll(async () => (await get(app, 'productInfo', { id: print, lang: 'en' })).body.data)
          .toMatchObject({ stock: 30 });
      }
    });
  },
);
