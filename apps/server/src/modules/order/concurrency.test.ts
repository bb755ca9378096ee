import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app';
import { SANDBOX_NOTIFY_PATH, sandboxWebhook } from '../payment/sandbox-gateway';
import {
  buyNow,
  get,
  ledgerOf,
  ok,
  orderRow,
  paymentsOf,
  placed,
  pointsOf,
  post,
  product,
  shopper,
  stockOf,
  type Shopper,
} from '../../test/fixtures/order';

describe.each(databases)('orders under concurrency on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });

  it('sells exactly a limited edition to 200 buyers at once: 100 orders, none oversold', async () => {
    const { app } = ctx();
    const print = await product(app, { name_en: 'Drop Print', stock: 100, sales: 7 });
    const buyers: Shopper[] = [];
    for (let i = 0; i < 50; i += 1) buyers.push(await shopper(app, `crowd${i}`));

    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        buyNow(app, buyers[i % 50] as Shopper, print, 1, { lang: 'en' }),
      ),
    );
    const made = answers.filter((a) => a.body.code === 200);
    const refused = answers.filter((a) => a.body.code !== 200);
    expect(made).toHaveLength(100);
    // Every other buyer is told it sold out.
    expect(refused).toHaveLength(100);
    expect(new Set(refused.map((a) => a.body.msg))).toEqual(
      new Set(['Not enough of “Drop Print” in stock: 0 left']),
    );
    expect(await stockOf(app, print)).toEqual({ stock: 0, sales: 107 });
    const orders = await app.db
      .selectFrom('order_items')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('quantity').as('units')])
      .where('product_id', '=', print)
      .executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBe(100);
    expect(Number(orders.units)).toBe(100);
  });

  it('lets only one of two payments through when together they exceed the balance', async () => {
    const { app } = ctx();
    const mug = await product(app, {
      type: 'points',
      name_en: 'Race Mug',
      score_price: 600,
      stock: 100,
    });
    for (let round = 0; round < 5; round += 1) {
      const who = await shopper(app, `race${round}`, 1000);
      const a = await placed(app, who, mug, 1);
      const b = await placed(app, who, mug, 1);
      const answers = await Promise.all(
        [a, b].map((order) =>
          post(
            app,
            'orderPay',
            { order_id: order.order_id, method: 'score', lang: 'en' },
            who.token,
          ),
        ),
      );
      expect(answers.map((r) => r.body.code).sort()).toEqual([100, 200]);
      expect(answers.find((r) => r.body.code === 100)?.body.msg).toBe('Insufficient points');
      expect(await pointsOf(app, who.id)).toEqual({ score: 400, score_total: 0 });
      const statuses = [
        (await orderRow(app, a.order_id)).status,
        (await orderRow(app, b.order_id)).status,
      ].sort();
      expect(statuses).toEqual(['undelivered', 'unpaid']);
      const ledger = await ledgerOf(app, who.id);
      expect(ledger.map((row) => row.balance_after)).toEqual([1000, 400]);
    }
  });

  it('refunds once however many cancellations race', async () => {
    const { app } = ctx();
    const mug = await product(app, {
      type: 'points',
      name_en: 'Refund Mug',
      score_price: 300,
      stock: 10,
    });
    const who = await shopper(app, 'refundrace', 1000);
    const order = await placed(app, who, mug, 2);
    await ok(post(app, 'orderPay', { order_id: order.order_id, method: 'score' }, who.token));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(app, 'orderCancel', { id: order.order_id }, who.token)),
    );
    expect(answers.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(await pointsOf(app, who.id)).toEqual({ score: 1000, score_total: 0 });
    expect(await stockOf(app, mug)).toEqual({ stock: 10, sales: 0 });
  });

  it('keeps points and stock consistent when a payment and a cancellation race', async () => {
    const { app } = ctx();
    const mug = await product(app, {
      type: 'points',
      name_en: 'Tug Mug',
      score_price: 250,
      stock: 50,
    });
    for (let round = 0; round < 5; round += 1) {
      const who = await shopper(app, `tug${round}`, 500);
      const order = await placed(app, who, mug, 1);
      await Promise.all([
        post(app, 'orderPay', { order_id: order.order_id, method: 'score' }, who.token),
        post(app, 'orderCancel', { id: order.order_id }, who.token),
      ]);
      const row = await orderRow(app, order.order_id);
      // The cancellation always wins in the end: before payment, or refunding it after.
      expect(row.status).toBe('canceled');
      expect(await pointsOf(app, who.id)).toEqual({ score: 500, score_total: 0 });
    }
    expect(await stockOf(app, mug)).toEqual({ stock: 50, sales: 0 });
  });

  describe('paying one order twice at once', () => {
    /** An unpaid art order of 269.00 and its open sandbox session. */
    async function cashOrder(tag: string) {
      const { app } = ctx();
      const print = await product(app, { name_en: `Twice Print ${tag}`, price: 25_700 });
      const who = await shopper(app, tag);
      const order = await placed(app, who, print, 1);
      const opened = await ok<{ payment: { session_id: string } }>(
        post(app, 'orderPay', { order_id: order.order_id, method: 'sandbox' }, who.token),
      );
      return { who, order, sessionId: opened.payment.session_id };
    }

    const cashier = (sessionId: string, token: string) =>
      post(
        ctx().app,
        'cashierSubmit',
        { session_id: sessionId, outcome: 'paid', lang: 'en' },
        token,
      );

    /** The order is paid once: one payment kept, the order waiting for delivery. */
    async function expectPaidOnce(who: Shopper, orderId: number) {
      const { app } = ctx();
      const payments = await paymentsOf(app, orderId);
      expect(payments.filter((p) => p.status === 'paid')).toHaveLength(1);
      // Any other session the gateway took money on has given it back.
      const kept = payments.filter((p) => p.paid_at !== null && p.refunded_at === null);
      expect(kept.map((p) => p.amount)).toEqual([26_900]);
      expect(await ok(get(app, 'orderInfo', { id: orderId }, who.token))).toMatchObject({
        status: 'undelivered',
        paid_amount: '269.00',
      });
    }

    it('the buyer pressing pay at the cashier twice: one payment', async () => {
      for (let round = 0; round < 5; round += 1) {
        const { who, order, sessionId } = await cashOrder(`twicecash${round}`);
        const answers = await Promise.all([
          cashier(sessionId, who.token),
          cashier(sessionId, who.token),
        ]);
        for (const { body } of answers) {
          // Either it paid, or it says the order was paid meanwhile: by the order's status when the
          // other press had already finished, by the payment's when the two crossed.
          if (body.code === 200)
            expect(body.data).toEqual({ status: 'paid', order_id: order.order_id });
          else
            expect(body).toMatchObject({
              code: 100,
              msg: expect.stringMatching(
                /^(This order is “To ship” and cannot be paid|This payment is already closed \(paid\))$/,
              ),
            });
        }
        expect(answers.some((a) => a.body.code === 200)).toBe(true);
        await expectPaidOnce(who, order.order_id);
      }
    });

    it('the cashier and a gateway webhook for an earlier session: one payment kept', async () => {
      const { app, config } = ctx();
      for (let round = 0; round < 5; round += 1) {
        const { who, order, sessionId: first } = await cashOrder(`twicehook${round}`);
        await ok(post(app, 'cashierSubmit', { session_id: first, outcome: 'failed' }, who.token));
        const second = await ok<{ payment: { session_id: string } }>(
          post(app, 'orderPay', { order_id: order.order_id, method: 'sandbox' }, who.token),
        );
        // The gateway reverses its failure of the first session as the buyer pays the second.
        const now = Date.now();
        const webhook = sandboxWebhook(
          config.payment.sandboxSecret,
          { eventId: randomUUID(), sessionId: first, status: 'paid', amount: 26_900, time: now },
          now,
        );
        const [late] = await Promise.all([
          app.inject({
            method: 'POST',
            url: SANDBOX_NOTIFY_PATH,
            headers: webhook.headers,
            payload: webhook.body,
          }),
          cashier(second.payment.session_id, who.token),
        ]);
        expect(late.statusCode).toBe(200);
        await expectPaidOnce(who, order.order_id);
      }
    });

    it('a points order paid twice at once: the points are taken once', async () => {
      const { app } = ctx();
      const mug = await product(app, {
        type: 'points',
        name_en: 'Twice Mug',
        score_price: 350,
        stock: 50,
      });
      for (let round = 0; round < 5; round += 1) {
        const who = await shopper(app, `twicepoints${round}`, 1000);
        const order = await placed(app, who, mug, 1);
        const answers = await Promise.all(
          [1, 2].map(() =>
            post(
              app,
              'orderPay',
              { order_id: order.order_id, method: 'score', lang: 'en' },
              who.token,
            ),
          ),
        );
        expect(answers.map((a) => a.body.code).sort()).toEqual([100, 200]);
        expect(answers.find((a) => a.body.code === 100)?.body.msg).toBe(
          'This order is “To ship” and cannot be paid',
        );
        expect(await pointsOf(app, who.id)).toEqual({ score: 650, score_total: 0 });
        expect((await ledgerOf(app, who.id)).filter((row) => row.reason === 'order_pay')).toEqual([
          { delta: -350, balance_after: 650, reason: 'order_pay', ref: order.order_no },
        ]);
        expect(await orderRow(app, order.order_id)).toMatchObject({ status: 'undelivered' });
      }
    });
  });
});
