import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app';
import {
  get,
  ledgerOf,
  ok,
  orderRow,
  placed,
  pointsOf,
  post,
  product,
  refusal,
  runOutClock,
  shopper,
  stockOf,
  type Shopper,
} from '../../test/fixtures/order';

describe.each(databases)('paying orders on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });
  let mug = 0;
  let print = 0;

  beforeAll(async () => {
    const { app } = ctx();
    mug = await product(app, {
      type: 'points',
      name_en: 'Pay Mug',
      score_price: 350,
      stock: 50,
    });
    print = await product(app, { name_en: 'Pay Print', price: 25_700, earn_score: 257, stock: 50 });
  });

  const pay = (who: Shopper, orderId: number, method: string) =>
    post(ctx().app, 'orderPay', { order_id: orderId, method, lang: 'en' }, who.token);

  describe('with points', () => {
    it('takes exactly the order’s points and marks it paid', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'paypoints', 2000);
      const order = await placed(app, who, mug, 3);
      expect(await ok(pay(who, order.order_id, 'score'))).toEqual({
        order_id: order.order_id,
        status: 'undelivered',
        payment: null,
      });
      expect(await pointsOf(app, who.id)).toEqual({ score: 950, score_total: 0 });
      expect((await ledgerOf(app, who.id)).at(-1)).toEqual({
        delta: -1050,
        balance_after: 950,
        reason: 'order_pay',
        ref: order.order_no,
      });
      const info = await ok(get(app, 'orderInfo', { id: order.order_id }, who.token));
      expect(info).toMatchObject({
        status: 'undelivered',
        pay_method: 'score',
        paid_score: 1050,
        paid_amount: '0.00',
        paid_at: expect.any(String),
        refunded: false,
      });
    });

    it('refuses a balance short of the price and changes nothing', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'paypoor', 349);
      const order = await placed(app, who, mug, 1);
      expect(await refusal(pay(who, order.order_id, 'score'))).toBe('Insufficient points');
      expect(await pointsOf(app, who.id)).toEqual({ score: 349, score_total: 0 });
      expect(await ledgerOf(app, who.id)).toHaveLength(1);
      expect(await orderRow(app, order.order_id)).toMatchObject({
        status: 'unpaid',
        pay_method: null,
        paid_at: null,
      });
      const zh = await post(
        app,
        'orderPay',
        { order_id: order.order_id, method: 'score' },
        who.token,
      );
      expect(zh.body.msg).toBe('积分不足');
    });

    it('refuses paying twice', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'paytwice', 1000);
      const order = await placed(app, who, mug, 1);
      await ok(pay(who, order.order_id, 'score'));
      expect(await refusal(pay(who, order.order_id, 'score'))).toBe(
        'This order is “To ship” and cannot be paid',
      );
      expect(await pointsOf(app, who.id)).toMatchObject({ score: 650 });
    });
  });

  describe('refusals', () => {
    it('refuses the other mall’s way of paying', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'paywrong', 5000);
      const points = await placed(app, who, mug, 1);
      const cash = await placed(app, who, print, 1);
      const wrongMall = 'Points mall orders are paid with points, art mall orders in cash';
      expect(await refusal(pay(who, points.order_id, 'sandbox'))).toBe(wrongMall);
      expect(await refusal(pay(who, cash.order_id, 'score'))).toBe(wrongMall);
      expect(await pointsOf(app, who.id)).toMatchObject({ score: 5000 });
      expect(await orderRow(app, cash.order_id)).toMatchObject({ status: 'unpaid' });
      expect(
        await app.db
          .selectFrom('payments')
          .select('id')
          .where('order_id', '=', points.order_id)
          .execute(),
      ).toEqual([]);
    });

    it('refuses a cancelled order and someone else’s', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'paycancel', 1000);
      const other = await shopper(app, 'payother', 1000);
      const order = await placed(app, who, mug, 1);
      await ok(post(app, 'orderCancel', { id: order.order_id }, who.token));
      expect(await refusal(pay(who, order.order_id, 'score'))).toBe(
        'This order is “Cancelled” and cannot be paid',
      );
      const theirs = await placed(app, other, mug, 1);
      expect(await refusal(pay(who, theirs.order_id, 'score'))).toBe('This order does not exist');
      expect(await refusal(pay(who, 99_999_999, 'score'))).toBe('This order does not exist');
      expect(await pointsOf(app, who.id)).toMatchObject({ score: 1000 });
      expect(await pointsOf(app, other.id)).toMatchObject({ score: 1000 });
      expect(await orderRow(app, theirs.order_id)).toMatchObject({ status: 'unpaid' });
    });

    it('sees an order past its deadline cancelled, its stock back, and refuses to take payment', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'paylate', 1000);
      const before = await stockOf(app, mug);
      const order = await placed(app, who, mug, 2);
      await runOutClock(app, order.order_id);
      expect(await refusal(pay(who, order.order_id, 'score'))).toBe(
        'This order is “Cancelled” and cannot be paid',
      );
      expect(await pointsOf(app, who.id)).toMatchObject({ score: 1000 });
      expect(await stockOf(app, mug)).toEqual(before);
      expect(await ok(get(app, 'orderInfo', { id: order.order_id }, who.token))).toMatchObject({
        status: 'canceled',
        cancel_reason: 'timeout',
        canceled_at: expect.any(String),
        refunded: false,
      });

      const cash = await placed(app, who, print, 1);
      await runOutClock(app, cash.order_id);
      expect(await refusal(pay(who, cash.order_id, 'sandbox'))).toBe(
        'This order is “Cancelled” and cannot be paid',
      );
      expect(
        await app.db
          .selectFrom('payments')
          .select('id')
          .where('order_id', '=', cash.order_id)
          .execute(),
      ).toEqual([]);
    });
  });

  describe('in cash', () => {
    it('opens a sandbox session for the order’s amount and hands the same one back', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'paycash');
      const order = await placed(app, who, print, 1);
      const first = await ok<{ payment: { session_id: string } }>(
        pay(who, order.order_id, 'sandbox'),
      );
      expect(first).toEqual({
        order_id: order.order_id,
        status: 'unpaid',
        payment: {
          session_id: expect.stringMatching(/^P[0-9a-f]{30}$/),
          gateway: 'sandbox',
          amount: '269.00',
          status: 'pending',
          cashier_url: `/cashier?session=${first.payment.session_id}`,
          expires_at: order.pay_deadline,
        },
      });
      const again = await ok<{ payment: { session_id: string } }>(
        pay(who, order.order_id, 'sandbox'),
      );
      expect(again.payment.session_id).toBe(first.payment.session_id);
      expect(await orderRow(app, order.order_id)).toMatchObject({ status: 'unpaid' });
    });
  });

  describe('payRemind', () => {
    it('says what is left to pay and for how long', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'remind', 700);
      const order = await placed(app, who, mug, 2);
      const remind = await ok<{ seconds_left: number }>(
        get(app, 'payRemind', { id: order.order_id }, who.token),
      );
      expect(remind).toEqual({
        order_id: order.order_id,
        order_no: order.order_no,
        type: 'points',
        status: 'unpaid',
        total_amount: '0.00',
        total_score: 700,
        pay_deadline: order.pay_deadline,
        seconds_left: expect.any(Number),
        usable_score: 700,
      });
      expect(remind.seconds_left).toBeGreaterThan(1795);
      expect(remind.seconds_left).toBeLessThanOrEqual(1800);

      await runOutClock(app, order.order_id);
      expect(await ok(get(app, 'payRemind', { id: order.order_id }, who.token))).toMatchObject({
        status: 'canceled',
        seconds_left: 0,
      });
      const other = await shopper(app, 'remindother');
      expect(
        await refusal(get(app, 'payRemind', { id: order.order_id, lang: 'en' }, other.token)),
      ).toBe('This order does not exist');
    });
  });
});
