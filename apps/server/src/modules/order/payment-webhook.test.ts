import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app';
import {
  SANDBOX_NOTIFY_PATH,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  sandboxWebhook,
} from '../payment/sandbox-gateway';
import { testShopEnv } from '../../test/production-env';
import {
  get,
  ok,
  orderRow,
  paymentsOf,
  placed,
  post,
  product,
  refusal,
  runOutClock,
  shopper,
  stockOf,
  type Shopper,
} from '../../test/fixtures/order';

interface Opened {
  payment: { session_id: string; amount: string };
}

describe.each(databases)('cash payment through the sandbox gateway on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });
  let print = 0;
  let buyer: Shopper;

  beforeAll(async () => {
    const { app } = ctx();
    print = await product(app, {
      name_en: 'Cash Print',
      price: 25_700,
      earn_score: 257,
      stock: 100,
    });
    buyer = await shopper(ctx().app, 'cash');
  });

  /** An unpaid art order of 269.00 with its open sandbox session. */
  async function openSession(who = buyer) {
    const { app } = ctx();
    const order = await placed(app, who, print, 1);
    const opened = await ok<Opened>(
      post(app, 'orderPay', { order_id: order.order_id, method: 'sandbox' }, who.token),
    );
    return { ...order, sessionId: opened.payment.session_id };
  }

  /** Delivers a webhook the way a gateway would, signed with the shop's secret unless told. */
  function deliver(
    sessionId: string,
    {
      status = 'paid',
      amount = 26_900,
      signedAt = Date.now(),
      secret = '',
      eventId = randomUUID(),
    } = {},
  ) {
    const { app, config } = ctx();
    const request = sandboxWebhook(
      secret || config.payment.sandboxSecret,
      { eventId, sessionId, status: status as 'paid' | 'failed', amount, time: signedAt },
      signedAt,
    );
    return app.inject({
      method: 'POST',
      url: SANDBOX_NOTIFY_PATH,
      headers: request.headers,
      payload: request.body,
    });
  }

  const cashierInfo = (sessionId: string, token?: string, lang = 'en') =>
    get(ctx().app, 'cashierInfo', { session_id: sessionId, lang }, token);
  const cashierSubmit = (sessionId: string, token?: string, outcome = 'paid', lang = 'en') =>
    post(ctx().app, 'cashierSubmit', { session_id: sessionId, outcome, lang }, token);

  it('tells every payment screen that the sandbox’s payments are tests', async () => {
    const shop = await ok<{ payment: unknown }>(get(ctx().app, 'shopConfig', { lang: 'en' }));
    expect(shop.payment).toEqual({ gateway: 'sandbox', gateways: ['sandbox'], test_mode: true });
  });

  describe('the cashier page', () => {
    it('shows the buyer what their session asks for, in the reader’s language', async () => {
      const order = await openSession();
      expect(await ok(cashierInfo(order.sessionId, buyer.token))).toEqual({
        session_id: order.sessionId,
        order_no: order.order_no,
        shop_name: 'Atelier',
        amount: '269.00',
        status: 'pending',
        expires_at: order.pay_deadline,
      });
      expect(await ok(cashierInfo(order.sessionId, buyer.token, 'zh-cn'))).toMatchObject({
        shop_name: '艺术工坊',
      });
      expect(await refusal(cashierInfo('nosuchsession1', buyer.token))).toBe(
        'This payment does not exist',
      );
    });

    it('pays: the gateway’s webhook marks the payment and the order paid', async () => {
      const { app } = ctx();
      const order = await openSession();
      expect(await ok(cashierSubmit(order.sessionId, buyer.token))).toEqual({
        status: 'paid',
        order_id: order.order_id,
      });
      expect(await ok(get(app, 'orderInfo', { id: order.order_id }, buyer.token))).toMatchObject({
        status: 'undelivered',
        pay_method: 'sandbox',
        paid_amount: '269.00',
        paid_score: 0,
        paid_at: expect.any(String),
      });
      expect(await paymentsOf(app, order.order_id)).toMatchObject([
        { status: 'paid', amount: 26_900, paid_at: expect.any(Number) },
      ]);
      expect(await app.services.payment.query(order.sessionId)).toEqual({
        status: 'paid',
        amount: 26_900,
      });
    });

    it('fails: the order stays unpaid and the next attempt gets a new session', async () => {
      const { app } = ctx();
      const order = await openSession();
      expect(await ok(cashierSubmit(order.sessionId, buyer.token, 'failed'))).toEqual({
        status: 'failed',
        order_id: order.order_id,
      });
      expect(await orderRow(app, order.order_id)).toMatchObject({
        status: 'unpaid',
        paid_at: null,
      });
      const retry = await ok<Opened>(
        post(app, 'orderPay', { order_id: order.order_id, method: 'sandbox' }, buyer.token),
      );
      expect(retry.payment.session_id).not.toBe(order.sessionId);
      await ok(cashierSubmit(retry.payment.session_id, buyer.token));
      expect(await orderRow(app, order.order_id)).toMatchObject({ status: 'undelivered' });
      expect((await paymentsOf(app, order.order_id)).map((p) => p.status)).toEqual([
        'failed',
        'paid',
      ]);
    });
  });

  describe('who may pay at the cashier', () => {
    /** Nothing was paid: the order still waits and its session is still open. */
    async function expectUntouched(order: { order_id: number }) {
      const { app } = ctx();
      expect(await orderRow(app, order.order_id)).toMatchObject({
        status: 'unpaid',
        paid_at: null,
      });
      expect(await paymentsOf(app, order.order_id)).toMatchObject([{ status: 'pending' }]);
    }

    it('no one without a token: code 401', async () => {
      const order = await openSession();
      for (const answer of [
        await cashierInfo(order.sessionId),
        await cashierSubmit(order.sessionId),
        await cashierSubmit(order.sessionId, undefined, 'paid', 'zh-cn'),
      ]) {
        expect(answer.body).toMatchObject({ code: 401, msg: expect.stringMatching(/\S/) });
      }
      await expectUntouched(order);
    });

    it('not another customer: their session reads as one that does not exist', async () => {
      const order = await openSession();
      const stranger = await shopper(ctx().app, 'cashstranger');
      expect(await refusal(cashierInfo(order.sessionId, stranger.token))).toBe(
        'This payment does not exist',
      );
      expect(await refusal(cashierSubmit(order.sessionId, stranger.token))).toBe(
        'This payment does not exist',
      );
      expect(await refusal(cashierSubmit(order.sessionId, stranger.token, 'paid', 'zh-cn'))).toBe(
        '该支付单不存在',
      );
      expect(await refusal(cashierSubmit(order.sessionId, stranger.token, 'failed'))).toBe(
        'This payment does not exist',
      );
      await expectUntouched(order);
    });

    it('not an unknown session', async () => {
      expect(await refusal(cashierSubmit('nosuchsession1', buyer.token))).toBe(
        'This payment does not exist',
      );
      expect(await refusal(cashierSubmit('nosuchsession1', buyer.token, 'paid', 'zh-cn'))).toBe(
        '该支付单不存在',
      );
    });

    it('not an order paid already: it is taken once', async () => {
      const { app } = ctx();
      const order = await openSession();
      await ok(cashierSubmit(order.sessionId, buyer.token));
      const paidAt = (await orderRow(app, order.order_id)).paid_at;
      expect(await refusal(cashierSubmit(order.sessionId, buyer.token))).toBe(
        'This order is “To ship” and cannot be paid',
      );
      expect(await refusal(cashierSubmit(order.sessionId, buyer.token, 'paid', 'zh-cn'))).toBe(
        '订单当前状态为「待发货」，无法付款',
      );
      expect(await orderRow(app, order.order_id)).toMatchObject({
        status: 'undelivered',
        paid_at: paidAt,
      });
      expect(await paymentsOf(app, order.order_id)).toMatchObject([{ status: 'paid' }]);
    });

    it('not a cancelled order: nothing is paid, so nothing needs refunding', async () => {
      const { app } = ctx();
      const before = await stockOf(app, print);
      const order = await openSession();
      await ok(post(app, 'orderCancel', { id: order.order_id }, buyer.token));
      expect(await refusal(cashierSubmit(order.sessionId, buyer.token))).toBe(
        'This order is “Cancelled” and cannot be paid',
      );
      expect(await refusal(cashierSubmit(order.sessionId, buyer.token, 'paid', 'zh-cn'))).toBe(
        '订单当前状态为「已取消」，无法付款',
      );
      expect(await orderRow(app, order.order_id)).toMatchObject({
        status: 'canceled',
        paid_at: null,
      });
      expect(await paymentsOf(app, order.order_id)).toMatchObject([
        { status: 'pending', paid_at: null, refunded_at: null },
      ]);
      expect(await stockOf(app, print)).toEqual(before);
    });

    it('not past the deadline: the order is cancelled and its stock back', async () => {
      const { app } = ctx();
      const before = await stockOf(app, print);
      const order = await openSession();
      await runOutClock(app, order.order_id);
      expect(await refusal(cashierSubmit(order.sessionId, buyer.token))).toBe(
        'This order is “Cancelled” and cannot be paid',
      );
      expect(await orderRow(app, order.order_id)).toMatchObject({
        status: 'canceled',
        cancel_reason: 'timeout',
        paid_at: null,
      });
      expect(await paymentsOf(app, order.order_id)).toMatchObject([
        { status: 'pending', paid_at: null },
      ]);
      expect(await stockOf(app, print)).toEqual(before);
    });
  });

  describe('the webhook', () => {
    it('pays once however often it is delivered', async () => {
      const { app } = ctx();
      const order = await openSession();
      const first = await deliver(order.sessionId);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ code: 200, msg: 'OK', data: { status: 'paid' } });
      const paidAt = (await orderRow(app, order.order_id)).paid_at;
      const again = [
        await deliver(order.sessionId),
        ...(await Promise.all([1, 2, 3].map(() => deliver(order.sessionId)))),
      ];
      expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect(await orderRow(app, order.order_id)).toMatchObject({
        status: 'undelivered',
        paid_at: paidAt,
      });
      expect(await paymentsOf(app, order.order_id)).toMatchObject([{ status: 'paid' }]);
      // A late "failed" for the same session changes nothing either.
      expect((await deliver(order.sessionId, { status: 'failed' })).statusCode).toBe(200);
      expect(await paymentsOf(app, order.order_id)).toMatchObject([{ status: 'paid' }]);
    });

    it('pays once when five deliveries arrive at the same moment', async () => {
      const { app } = ctx();
      const order = await openSession();
      const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(order.sessionId)));
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(await orderRow(app, order.order_id)).toMatchObject({ status: 'undelivered' });
      expect(await paymentsOf(app, order.order_id)).toMatchObject([{ status: 'paid' }]);
    });

    it('refuses a stale or badly signed webhook and changes nothing', async () => {
      const { app } = ctx();
      const order = await openSession();
      const sixMinutes = 6 * 60_000;
      const stale = await deliver(order.sessionId, { signedAt: Date.now() - sixMinutes });
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toMatchObject({ code: 400, msg: expect.any(String) });
      const future = await deliver(order.sessionId, { signedAt: Date.now() + sixMinutes });
      expect(future.statusCode).toBe(400);
      const forged = await deliver(order.sessionId, {
        secret: 'another-secret-of-32-characters!!',
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ code: 401 });

      // A body changed after signing: the signature no longer matches.
      const { config } = ctx();
      const signed = sandboxWebhook(
        config.payment.sandboxSecret,
        { eventId: 'e1', sessionId: order.sessionId, status: 'paid', amount: 26_900, time: 1 },
        Date.now(),
      );
      const tampered = await app.inject({
        method: 'POST',
        url: SANDBOX_NOTIFY_PATH,
        headers: signed.headers,
        payload: signed.body.replace('26900', '1'),
      });
      expect(tampered.statusCode).toBe(401);
      const unsigned = await app.inject({
        method: 'POST',
        url: SANDBOX_NOTIFY_PATH,
        headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(Date.now()) },
        payload: signed.body,
      });
      expect(unsigned.statusCode).toBe(401);
      const badHex = await app.inject({
        method: 'POST',
        url: SANDBOX_NOTIFY_PATH,
        headers: { ...signed.headers, [SIGNATURE_HEADER]: 'zz' },
        payload: signed.body,
      });
      expect(badHex.statusCode).toBe(401);

      expect(await orderRow(app, order.order_id)).toMatchObject({
        status: 'unpaid',
        paid_at: null,
      });
      expect(await paymentsOf(app, order.order_id)).toMatchObject([{ status: 'pending' }]);
    });

    it('refuses a wrong amount and an unknown session', async () => {
      const { app } = ctx();
      const order = await openSession();
      const wrong = await deliver(order.sessionId, { amount: 100 });
      expect(wrong.statusCode).toBe(400);
      expect(await paymentsOf(app, order.order_id)).toMatchObject([{ status: 'pending' }]);
      expect((await deliver('nosuchsession-at-all')).statusCode).toBe(404);
    });

    it('refunds a payment for an order the buyer cancelled meanwhile', async () => {
      const { app } = ctx();
      const before = await stockOf(app, print);
      const order = await openSession();
      await ok(post(app, 'orderCancel', { id: order.order_id }, buyer.token));
      // The buyer paid on the gateway's own page before the cancellation reached it.
      const late = await deliver(order.sessionId);
      expect(late.json()).toMatchObject({ code: 200, data: { status: 'refunded' } });
      expect(await orderRow(app, order.order_id)).toMatchObject({
        status: 'canceled',
        cancel_reason: 'buyer',
        paid_at: null,
      });
      expect(await paymentsOf(app, order.order_id)).toMatchObject([
        { status: 'refunded', paid_at: expect.any(Number), refunded_at: expect.any(Number) },
      ]);
      expect(await stockOf(app, print)).toEqual(before);
    });

    it('cancels an order past its deadline and refunds the late payment', async () => {
      const { app } = ctx();
      const before = await stockOf(app, print);
      const order = await openSession();
      await runOutClock(app, order.order_id);
      const late = await deliver(order.sessionId);
      expect(late.statusCode).toBe(200);
      expect(late.json()).toMatchObject({ data: { status: 'refunded' } });
      expect(await orderRow(app, order.order_id)).toMatchObject({
        status: 'canceled',
        cancel_reason: 'timeout',
        paid_at: null,
      });
      expect(await paymentsOf(app, order.order_id)).toMatchObject([{ status: 'refunded' }]);
      expect(await stockOf(app, print)).toEqual(before);
      // Delivered again: still one refund, nothing else.
      expect((await deliver(order.sessionId)).statusCode).toBe(200);
      expect(await paymentsOf(app, order.order_id)).toMatchObject([{ status: 'refunded' }]);
    });

    it('closes a session past its time at the cashier', async () => {
      const { app } = ctx();
      const order = await openSession();
      await app.db
        .updateTable('payments')
        .set({ expires_at: Date.now() - 1 })
        .where('session_id', '=', order.sessionId)
        .execute();
      expect(await refusal(cashierSubmit(order.sessionId, buyer.token))).toBe(
        'This payment is already closed (failed)',
      );
      expect(await ok(cashierInfo(order.sessionId, buyer.token))).toMatchObject({
        status: 'failed',
      });
    });
  });
});

describe.each(databases)('sandbox webhooks sent to a notify address on %s', (kind) => {
  // The notify address is the shop's public one; here a relay that hands the request on.
  const env: Record<string, string> = {};
  const received: string[] = [];
  let relay: http.Server | undefined;

  beforeAll(async () => {
    relay = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push(body);
        void ctx()
          .app.inject({
            method: 'POST',
            url: SANDBOX_NOTIFY_PATH,
            headers: req.headers as Record<string, string>,
            payload: body,
          })
          .then((answer) => res.writeHead(answer.statusCode).end(answer.body));
      });
    });
    await new Promise<void>((resolve) => relay?.listen(0, '127.0.0.1', resolve));
    const { port } = relay.address() as AddressInfo;
    env.PAYMENT_NOTIFY_URL = `http://127.0.0.1:${port}/hooks/sandbox`;
  });
  afterAll(async () => {
    await new Promise((resolve) => relay?.close(resolve));
  });
  const ctx = useTestApp(kind, env, { demo: true });

  it('delivers the signed webhook over HTTP', async () => {
    const { app } = ctx();
    const who = await shopper(app, 'relay');
    const print = await product(app, { name_en: 'Relay Print', price: 50_000 });
    const order = await placed(app, who, print, 1);
    const opened = await ok<Opened>(
      post(app, 'orderPay', { order_id: order.order_id, method: 'sandbox' }, who.token),
    );
    expect(
      await ok(
        post(
          app,
          'cashierSubmit',
          { session_id: opened.payment.session_id, outcome: 'paid' },
          who.token,
        ),
      ),
    ).toEqual({ status: 'paid', order_id: order.order_id });
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0] ?? '')).toMatchObject({
      session_id: opened.payment.session_id,
      status: 'paid',
      amount: 50_000,
    });
    expect(await orderRow(app, order.order_id)).toMatchObject({ status: 'undelivered' });
  });
});

describe.each(databases)('a test shop running the sandbox in production on %s', (kind) => {
  const ctx = useTestApp(kind, testShopEnv, { demo: true });

  it('says the payments are tests, and pays only the buyer’s own order', async () => {
    const { app } = ctx();
    const shop = await ok<{ payment: unknown }>(get(app, 'shopConfig', { lang: 'en' }));
    expect(shop.payment).toEqual({ gateway: 'sandbox', gateways: ['sandbox'], test_mode: true });

    const who = await shopper(app, 'testshop');
    const stranger = await shopper(app, 'testshopstranger');
    const print = await product(app, { name_en: 'Test Shop Print', price: 10_000 });
    const order = await placed(app, who, print, 1);
    const opened = await ok<Opened>(
      post(app, 'orderPay', { order_id: order.order_id, method: 'sandbox' }, who.token),
    );
    const submit = (token?: string) =>
      post(
        app,
        'cashierSubmit',
        { session_id: opened.payment.session_id, outcome: 'paid', lang: 'en' },
        token,
      );
    expect((await submit()).body).toMatchObject({ code: 401 });
    expect(await refusal(submit(stranger.token))).toBe('This payment does not exist');
    expect(await orderRow(app, order.order_id)).toMatchObject({ status: 'unpaid' });
    await ok(submit(who.token));
    expect(await orderRow(app, order.order_id)).toMatchObject({ status: 'undelivered' });
  });
});
