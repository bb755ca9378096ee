import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb } from './db/dialect';
import { seedDemo } from './demo/demo-seed';
import { product, shopper, type Shopper } from './test/fixtures/order';
import { postgresBinaries, startTestCluster, type TestCluster } from './test/pg-cluster';
import { startServer, type ServerProcess } from './test/server-process';

/**
 * Two instances on a PostgreSQL server of the test's own, which is shut down and started again
 * while customers check out through both: no instance exits, a request during the outage is
 * told "busy, try again" (HTTP 503) rather than left waiting, readiness follows the database,
 * and once it is back the instances serve by themselves with every order they confirmed there.
 */

const bin = postgresBinaries();
// CI has PostgreSQL's programs; a developer's machine without them skips this file.
if (!bin && process.env.CI)
  throw new Error('PostgreSQL programs not found under /usr/lib/postgresql');

const CUSTOMERS = 8;
const STOCK = 5000;
/** Confirmed orders before the shutdown, and again after the restart. */
const BEFORE = 30;
const AFTER = 30;

interface Answer {
  status: number;
  code: number;
  msg: string;
  data: { order_id: number; order_no: string } | null;
}

/** One checkout as the client sent it and the answer it got, or why it got none. */
interface Submission {
  who: Shopper;
  body: Record<string, unknown>;
  quantity: number;
  answer?: Answer;
  failure?: string;
}

async function checkout(server: ServerProcess, submission: Submission): Promise<void> {
  try {
    const res = await fetch(`http://127.0.0.1:${server.port}/api/index/orderCreate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${submission.who.token}`,
      },
      body: JSON.stringify({ ...submission.body, lang: 'en' }),
      // Far past the few seconds a request may wait for the database: no answer means a hang.
      signal: AbortSignal.timeout(15_000),
    });
    submission.answer = { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) };
  } catch (err) {
    submission.failure = String(err);
  }
}

async function readiness(server: ServerProcess) {
  const res = await fetch(`http://127.0.0.1:${server.port}/readyz`);
  return { status: res.status, body: (await res.json()) as unknown };
}

describe.runIf(bin)('a PostgreSQL restart under a load of checkouts', () => {
  let cluster: TestCluster | undefined;
  const running: ServerProcess[] = [];
  const dirs: string[] = [];

  afterAll(async () => {
    for (const server of running) await server.stop('SIGKILL');
    cluster?.destroy();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is waited out: no instance exits, nothing confirmed is lost, both serve again by themselves', async () => {
    cluster = await startTestCluster(bin ?? '');
    const url = cluster.url;
    const tempDir = () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-pg-restart-'));
      dirs.push(dir);
      return dir;
    };
    const env = {
      DATABASE_URL: url,
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
      // The jobs run too, and meet the outage as requests do.
      JOBS_INTERVAL_SECONDS: '1',
    };

    const setup = await buildApp(
      loadConfig({ ...env, DATA_DIR: tempDir(), LOG_LEVEL: 'silent', WEB_DIST: '' }),
    );
    await seedDemo(setup);
    const [print, shoppers] = await Promise.all([
      product(setup, { name_en: 'Restart Print', price: 9_900, stock: STOCK }),
      Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => shopper(setup, `restart${i}`))),
    ]).finally(() => setup.close());

    const servers = await Promise.all([
      startServer({ ...env, DATA_DIR: tempDir() }),
      startServer({ ...env, DATA_DIR: tempDir() }),
    ]);
    running.push(...servers);
    for (const server of servers)
      expect(await readiness(server)).toEqual({
        status: 200,
        body: { status: 'ready' },
      });

    const submissions: Submission[] = [];
    const confirmed = () => submissions.filter((s) => s.answer?.code === 200).length;
    const busy = () => submissions.filter((s) => s.answer?.status === 503).length;
    let stopLoad = false;
    const load = Promise.all(
      shoppers.map(async (who, i) => {
        for (let round = 0; !stopLoad; round++) {
          const quantity = (round % 3) + 1;
          const submission: Submission = {
            who,
            quantity,
            body: {
              product_id: print,
              quantity,
              address_id: who.addressId,
              idempotency_key: randomUUID(),
            },
          };
          submissions.push(submission);
          await checkout(servers[(i + round) % 2]!, submission);
        }
      }),
    );

    await expect.poll(confirmed, { timeout: 60_000 }).toBeGreaterThanOrEqual(BEFORE);
    cluster.stop();
    // While it is down: checkouts are told to try again, and neither instance says it is ready.
    await expect.poll(busy, { timeout: 30_000 }).toBeGreaterThan(CUSTOMERS);
    for (const server of servers) {
      expect(await readiness(server)).toEqual({
        status: 503,
        body: { status: 'unavailable', failing: ['database'] },
      });
    }
    const beforeRestart = confirmed();
    cluster.start();
    for (const server of servers) {
      await expect
        .poll(async () => (await readiness(server)).status, { timeout: 30_000 })
        .toBe(200);
    }
    await expect.poll(confirmed, { timeout: 60_000 }).toBeGreaterThanOrEqual(beforeRestart + AFTER);
    stopLoad = true;
    await load;

    // Neither instance exited; each answer was an order or "busy, try again", in words.
    for (const server of servers) expect(server.child.exitCode, server.output()).toBeNull();
    expect(submissions.filter((s) => s.failure).map((s) => s.failure)).toEqual([]);
    const others = submissions.filter((s) => s.answer?.code !== 200 && s.answer?.status !== 503);
    expect(others.map((s) => s.answer)).toEqual([]);
    for (const s of submissions.filter((s) => s.answer?.status === 503)) {
      expect(s.answer).toEqual({
        status: 503,
        code: 503,
        msg: 'The service is busy, please try again in a moment',
        data: null,
      });
    }

    // A checkout told to try again, sent again with its key, makes its order once or finds it.
    for (const submission of submissions.filter((s) => s.answer?.status === 503)) {
      await checkout(servers[0]!, submission);
      expect(submission.answer?.code, submission.answer?.msg).toBe(200);
    }
    for (const server of servers) expect(await server.stop('SIGTERM')).toBe(0);

    const db = createDb({ kind: 'postgres', url });
    try {
      // The load's orders: the demo customer's seeded ones aside.
      const demo = db.selectFrom('users').select('id').where('username', '=', 'demo');
      const orders = await db
        .selectFrom('orders')
        .select(['id', 'order_no'])
        .where('user_id', 'not in', demo)
        .execute();
      const items = await db
        .selectFrom('order_items')
        .select(['order_id', 'product_id', 'quantity'])
        .where(
          'order_id',
          'not in',
          db.selectFrom('orders').select('id').where('user_id', 'in', demo),
        )
        .execute();
      // Every order a buyer was told of is there, as asked, and there is no other.
      const told = new Map(submissions.map((s) => [s.answer?.data?.order_id, s]));
      expect(told.size).toBe(submissions.length);
      expect(orders.map((o) => o.id).sort((x, y) => x - y)).toEqual(
        [...told.keys()].sort((x, y) => (x ?? 0) - (y ?? 0)),
      );
      for (const order of orders) {
        const submission = told.get(order.id);
        expect(order.order_no).toBe(submission?.answer?.data?.order_no);
        expect(items.filter((item) => item.order_id === order.id)).toEqual([
          { order_id: order.id, product_id: print, quantity: submission?.quantity },
        ]);
      }
      // Units sold left the shelf exactly once.
      const sold = items.reduce((sum, item) => sum + item.quantity, 0);
      const row = await db
        .selectFrom('products')
        .select(['stock', 'sales'])
        .where('id', '=', print)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ stock: STOCK - sold, sales: sold });
    } finally {
      await db.destroy();
    }
  }, 240_000);
});
