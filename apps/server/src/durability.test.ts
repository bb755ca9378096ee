import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb, type DatabaseTarget } from './db/dialect';
import { seedDemo } from './demo/demo-seed';
import { product, shopper, type Shopper } from './test/fixtures/order';
import { databases, freshPostgresDatabase } from './test/build-test-app';
import { getAction, startServer, type ServerProcess } from './test/server-process';

/**
 * A server killed with SIGKILL in the middle of checkouts, then started again on the same
 * database. An order is answered only once its transaction committed, so whatever the clients
 * saw confirmed must be there after the restart, whole; what was cut mid-transaction must have
 * left nothing. On SQLite that is the write-ahead log's atomic commit; its `synchronous = FULL`
 * (db/dialect.ts) carries the same promise past a power cut, which SIGKILL cannot show, as the
 * operating system still writes out what the killed process left in its cache.
 */

const CUSTOMERS = 12;
/** Checkouts each customer has under way at once: enough to keep the server busy. */
const TABS = 3;
/** Confirmed orders before the kill: well into the load, with every client mid-request. */
const KILL_AFTER = 60;
const STOCK = 5000;

interface Answer {
  status: number;
  code: number;
  msg: string;
  data: unknown;
}

/** One checkout as the client sent it, and what it was told, if anything. */
interface Submission {
  who: Shopper;
  body: Record<string, unknown>;
  /** Units asked for, by product. */
  units: Map<number, number>;
  cartIds: number[];
  order?: { order_id: number; order_no: string };
}

/** A database of the test's own: a SQLite file, or a PostgreSQL database created for it. */
async function freshDatabase(
  kind: 'sqlite' | 'postgres',
  dataDir: string,
): Promise<{ env: Record<string, string>; target: DatabaseTarget; drop: () => Promise<unknown> }> {
  if (kind === 'sqlite') {
    const target: DatabaseTarget = { kind, file: path.join(dataDir, 'atelier.db') };
    return { env: { DATA_DIR: dataDir }, target, drop: async () => undefined };
  }
  const { url, drop } = await freshPostgresDatabase();
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url }, target: { kind, url }, drop };
}

/** A POST as the web client sends it; undefined when no answer came (the server died). */
async function post(
  server: ServerProcess,
  action: string,
  body: Record<string, unknown>,
  token: string,
): Promise<Answer | undefined> {
  try {
    const res = await fetch(`http://127.0.0.1:${server.port}/api/index/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...body, lang: 'en' }),
      signal: AbortSignal.timeout(15_000),
    });
    return { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) };
  } catch {
    return undefined;
  }
}

function isConfirmed(answer: Answer | undefined): answer is Answer & { data: Submission['order'] } {
  return answer?.status === 200 && answer.code === 200;
}

describe.each(databases)('a server killed during checkouts, on %s', (kind) => {
  const running: ServerProcess[] = [];
  let dataDir = '';
  let drop: () => Promise<unknown> = async () => undefined;

  afterAll(async () => {
    for (const server of running) await server.stop('SIGKILL');
    await drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every confirmed order whole, and stock plus units sold equal to the stock before', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-kill-'));
    const database = await freshDatabase(kind, dataDir);
    drop = database.drop;
    const env = {
      ...database.env,
      JOBS_INTERVAL_SECONDS: '0',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
    };

    // The shop (demo-seeded: it holds the shop's rules), its customers and products are made in
    // process, and that app is closed before the server runs.

    const setup = await buildApp(loadConfig({ ...env, LOG_LEVEL: 'silent', WEB_DIST: '' }));
    await seedDemo(setup);
    const [print, frame, shoppers] = await Promise.all([
      product(setup, { name_en: 'Kill Print', price: 12_000, stock: STOCK }),
      product(setup, { name_en: 'Kill Frame', price: 4_550, stock: STOCK }),
      Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => shopper(setup, `kill${i}`))),
    ]).finally(() => setup.close());

    const first = await startServer(env);
    running.push(first);
    const submissions: Submission[] = [];
    const strayAnswers: Answer[] = [];
    let confirmed = 0;
    let killed: Promise<unknown> | undefined;

    /**
     * A buy-now, or, in a customer's first tab, every other time, starting with it, a cart of
     * both products checked out; false once the server is gone.
     */
    async function checkout(who: Shopper, tab: number, round: number): Promise<boolean> {
      const submission: Submission = { who, body: {}, units: new Map(), cartIds: [] };
      if (tab > 0 || round % 2 === 1) {
        const quantity = (round % 3) + 1;
        submission.body = { product_id: print, quantity };
        submission.units.set(print, quantity);
      } else {
        for (const [productId, quantity] of [
          [print, 1],
          [frame, 2],
        ] as const) {
          const added = await post(
            first,
            'buyCarCreate',
            { product_id: productId, quantity },
            who.token,
          );
          if (!added) return false;
          expect(added.code, added.msg).toBe(200);
          submission.cartIds.push((added.data as { id: number }).id);
          submission.units.set(productId, quantity);
        }
        submission.body = { cart_ids: submission.cartIds };
      }
      submission.body = {
        ...submission.body,
        address_id: who.addressId,
        idempotency_key: randomUUID(),
      };
      submissions.push(submission);
      const answer = await post(first, 'orderCreate', submission.body, who.token);
      if (!answer) return false;
      if (!isConfirmed(answer)) {
        strayAnswers.push(answer);
        return false;
      }
      submission.order = answer.data;
      confirmed += 1;
      if (confirmed === KILL_AFTER) killed = first.stop('SIGKILL');
      return true;
    }

    await Promise.all(
      shoppers.flatMap((who) =>
        Array.from({ length: TABS }, async (_, tab) => {
          for (let round = 0; !killed; round++) if (!(await checkout(who, tab, round))) return;
        }),
      ),
    );
    expect(strayAnswers, first.output()).toEqual([]);
    expect(await killed).toBe('SIGKILL');
    const seen = submissions.filter((s) => s.order);
    const cut = submissions.filter((s) => !s.order);
    expect(seen.length).toBeGreaterThanOrEqual(KILL_AFTER);
    // Requests were under way when the server died, and carts were among the orders.
    expect(cut.length).toBeGreaterThan(0);
    expect(submissions.filter((s) => s.cartIds.length > 0).length).toBeGreaterThan(0);

    const second = await startServer(env);
    running.push(second);

    // Every order a client was told about is there, as it was asked for.
    for (const { who, order, units } of seen) {
      const { body: info } = await getAction<Answer>(
        second,
        'orderInfo',
        `id=${order?.order_id}&lang=en`,
        who.token,
      );
      expect(info.code, info.msg).toBe(200);
      const detail = info.data as {
        order_no: string;
        status: string;
        lines: Array<{ product_id: number; quantity: number }>;
      };
      expect(detail).toMatchObject({ order_no: order?.order_no, status: 'unpaid' });
      expect(new Map(detail.lines.map((l) => [l.product_id, l.quantity]))).toEqual(units);
    }

    // A submission cut off is sent again with its key: it makes its order once, or finds it.
    for (const submission of cut) {
      const answer = await post(second, 'orderCreate', submission.body, submission.who.token);
      expect(answer && answer.code, answer?.msg).toBe(200);
      if (isConfirmed(answer)) submission.order = answer.data;
    }
    expect(await second.stop('SIGTERM')).toBe(0);

    const db = createDb(database.target);
    try {
      // The load's orders: the demo customer's seeded ones aside.
      const demo = db.selectFrom('users').select('id').where('username', '=', 'demo');
      const orders = await db
        .selectFrom('orders')
        .select(['id', 'goods_amount', 'ship_fee', 'total_amount'])
        .where('user_id', 'not in', demo)
        .orderBy('id')
        .execute();
      const items = await db
        .selectFrom('order_items')
        .select(['order_id', 'product_id', 'price', 'quantity'])
        .where(
          'order_id',
          'not in',
          db.selectFrom('orders').select('id').where('user_id', 'in', demo),
        )
        .execute();
      const answered = new Map(submissions.map((s) => [s.order?.order_id, s]));

      // One order per submission, each one a client holds, none made twice by a retry.
      expect(answered.size).toBe(submissions.length);
      expect(orders.map((o) => o.id).sort((a, b) => a - b)).toEqual(
        [...answered.keys()].sort((a, b) => (a ?? 0) - (b ?? 0)),
      );

      // No order without its lines, no lines without their order, amounts that add up.
      const orderIds = new Set(orders.map((o) => o.id));
      expect(items.filter((item) => !orderIds.has(item.order_id))).toEqual([]);
      for (const order of orders) {
        const lines = items.filter((item) => item.order_id === order.id);
        const goods = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
        expect(new Map(lines.map((l) => [l.product_id, l.quantity]))).toEqual(
          answered.get(order.id)?.units,
        );
        expect(order.goods_amount).toBe(goods);
        expect(order.total_amount).toBe(goods + order.ship_fee);
      }

      // Units sold left the shelf exactly once.
      for (const productId of [print, frame]) {
        const sold = items
          .filter((item) => item.product_id === productId)
          .reduce((sum, item) => sum + item.quantity, 0);
        const row = await db
          .selectFrom('products')
          .select(['stock', 'sales'])
          .where('id', '=', productId)
          .executeTakeFirstOrThrow();
        expect(row.stock + sold).toBe(STOCK);
        expect(row.sales).toBe(sold);
      }

      // A cart checked out has given up its lines, in the same transaction as its order.
      const cartIds = submissions.flatMap((s) => s.cartIds);
      const left = await db
        .selectFrom('cart_lines')
        .select('id')
        .where('id', 'in', cartIds)
        .execute();
      expect(left).toEqual([]);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
