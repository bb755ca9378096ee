import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app';
import { systemClock } from '../../lib/clock';
import { startJobs } from '../../plugins/jobs';
import {
  adminToken,
  ok,
  orderRow,
  placed,
  pointsOf,
  post,
  product,
  runOutClock,
  ship,
  shopper,
  stockOf,
} from '../../test/fixtures/order';

const DAY = 86_400_000;

describe.each(databases)('order jobs on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });

  it('cancels overdue unpaid orders, their stock back, and leaves the rest', async () => {
    const { app } = ctx();
    const who = await shopper(app, 'overdue', 1000);
    const print = await product(app, { name_en: 'Overdue Print', stock: 10, sales: 2 });
    const mug = await product(app, { type: 'points', name_en: 'Overdue Mug', score_price: 100 });
    const late = await placed(app, who, print, 3);
    const paid = await placed(app, who, mug, 1);
    await ok(post(app, 'orderPay', { order_id: paid.order_id, method: 'score' }, who.token));
    const fresh = await placed(app, who, print, 1);
    expect(await stockOf(app, print)).toEqual({ stock: 6, sales: 6 });

    // Nothing is due yet.
    expect(await app.services.order.cancelOverdue(Date.now())).toBe(0);
    await runOutClock(app, late.order_id);
    expect(await app.services.order.cancelOverdue(Date.now())).toBe(1);
    expect(await orderRow(app, late.order_id)).toMatchObject({
      status: 'canceled',
      cancel_reason: 'timeout',
      canceled_at: expect.any(Number),
      refunded_at: null,
    });
    expect(await orderRow(app, fresh.order_id)).toMatchObject({ status: 'unpaid' });
    expect(await orderRow(app, paid.order_id)).toMatchObject({ status: 'undelivered' });
    expect(await stockOf(app, print)).toEqual({ stock: 9, sales: 3 });
    expect(await app.services.order.cancelOverdue(Date.now())).toBe(0);
    expect(await stockOf(app, print)).toEqual({ stock: 9, sales: 3 });

    // Half an hour on, the other one is due as well.
    expect(await app.services.order.cancelOverdue(Date.now() + 31 * 60_000)).toBe(1);
    expect(await stockOf(app, print)).toEqual({ stock: 10, sales: 2 });
  });

  it('returns stock once when several instances run the job at the same moment', async () => {
    const { app } = ctx();
    const who = await shopper(app, 'racejob');
    const print = await product(app, { name_en: 'Raced Print', stock: 20 });
    const orders = await Promise.all([1, 2, 3, 4].map(() => placed(app, who, print, 2)));
    for (const order of orders) await runOutClock(app, order.order_id);
    const counts = await Promise.all(
      [1, 2, 3].map(() => app.services.order.cancelOverdue(Date.now())),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
    expect(await stockOf(app, print)).toEqual({ stock: 20, sales: 0 });
  });

  it('confirms receipt of orders shipped long enough ago and credits their points', async () => {
    const { app } = ctx();
    const admin = await adminToken(app);
    const who = await shopper(app, 'autoreceive');
    const print = await product(app, { name_en: 'Auto Print', price: 30_000, earn_score: 300 });
    const order = await placed(app, who, print, 1);
    const session = await ok<{ payment: { session_id: string } }>(
      post(app, 'orderPay', { order_id: order.order_id, method: 'sandbox' }, who.token),
    );
    await ok(
      post(
        app,
        'cashierSubmit',
        { session_id: session.payment.session_id, outcome: 'paid' },
        who.token,
      ),
    );
    await ship(app, admin, order.order_id);

    expect(await app.services.order.autoReceive(Date.now() + 9 * DAY)).toBe(0);
    expect(await orderRow(app, order.order_id)).toMatchObject({ status: 'unreceived' });
    const later = Date.now() + 10 * DAY + 1000;
    const [a, b] = await Promise.all([
      app.services.order.autoReceive(later),
      app.services.order.autoReceive(later),
    ]);
    expect((a ?? 0) + (b ?? 0)).toBe(1);
    expect(await orderRow(app, order.order_id)).toMatchObject({
      status: 'completed',
      received_at: later,
      earned_score: 300,
    });
    expect(await pointsOf(app, who.id)).toEqual({ score: 300, score_total: 300 });
  });
});

describe.each(databases)('the jobs plugin on %s', (kind) => {
  const ctx = useTestApp(kind, { JOBS_INTERVAL_SECONDS: '1' }, { demo: true });

  it('runs the deadline job on its own', async () => {
    const { app } = ctx();
    const who = await shopper(app, 'plugin');
    const print = await product(app, { name_en: 'Timer Print', stock: 3 });
    const order = await placed(app, who, print, 2);
    await runOutClock(app, order.order_id);
    await vi.waitFor(
      async () => expect(await orderRow(app, order.order_id)).toMatchObject({ status: 'canceled' }),
      { timeout: 5000, interval: 100 },
    );
    expect(await stockOf(app, print)).toMatchObject({ stock: 3 });
  });
});

describe('startJobs', () => {
  function fakeLog() {
    const error = vi.fn();
    return { log: { error } as unknown as FastifyBaseLogger, error };
  }

  it('runs every job each round, logs a failure and carries on, and stops', async () => {
    const { log, error } = fakeLog();
    const ran: string[] = [];
    const stop = startJobs(
      [
        {
          name: 'broken',
          run: async () => {
            ran.push('broken');
            throw new Error('database away');
          },
        },
        { name: 'fine', run: async () => void ran.push('fine') },
      ],
      20,
      log,
      systemClock,
    );
    await vi.waitFor(() => expect(ran.length).toBeGreaterThanOrEqual(4), { timeout: 2000 });
    await stop();
    const after = ran.length;
    expect(ran.slice(0, 4)).toEqual(['broken', 'fine', 'broken', 'fine']);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'broken', err: expect.any(Error) }),
      'job failed',
    );
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(ran.length).toBe(after);
  });

  it('waits for a round under way before it has stopped', async () => {
    const { log } = fakeLog();
    let finished = false;
    const stop = startJobs(
      [
        {
          name: 'slow',
          run: async () => {
            await new Promise((resolve) => setTimeout(resolve, 100));
            finished = true;
          },
        },
      ],
      10,
      log,
      systemClock,
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    await stop();
    expect(finished).toBe(true);
  });
});
