import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app';
import {
  addAddress,
  adminToken,
  get,
  ledgerOf,
  ok,
  orderRow,
  payInCash,
  paymentsOf,
  placed,
  pointsOf,
  post,
  product,
  refusal,
  runOutClock,
  ship,
  shopper,
  stockOf,
  type Shopper,
} from '../../test/fixtures/order';
import { hangzhou, shenzhen } from '../../test/addresses';

describe.each(databases)('the order life cycle on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });
  let admin = '';
  let mug = 0;
  let print = 0;

  beforeAll(async () => {
    const { app } = ctx();
    admin = await adminToken(app);
    mug = await product(app, {
      type: 'points',
      name_en: 'Cycle Mug',
      score_price: 400,
      stock: 100,
    });
    print = await product(app, {
      name_en: 'Cycle Print',
      name_zh: '循环版画',
      price: 25_700,
      earn_score: 257,
      stock: 100,
    });
  });

  const act = (action: string, id: number, who: Shopper | string, extra = {}) =>
    post(
      ctx().app,
      action,
      { id, lang: 'en', ...extra },
      typeof who === 'string' ? who : who.token,
    );
  const info = (id: number, who: Shopper) =>
    ok<Record<string, unknown>>(get(ctx().app, 'orderInfo', { id, lang: 'en' }, who.token));
  const payPoints = (who: Shopper, id: number) =>
    ok(post(ctx().app, 'orderPay', { order_id: id, method: 'score' }, who.token));

  describe('orderCancel', () => {
    it('cancels an unpaid order and puts its stock back', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'cancel');
      const before = await stockOf(app, print);
      const order = await placed(app, who, print, 2);
      expect(await stockOf(app, print)).toEqual({
        stock: before.stock - 2,
        sales: before.sales + 2,
      });
      expect(await ok(act('orderCancel', order.order_id, who))).toEqual({
        id: order.order_id,
        status: 'canceled',
        refunded: false,
      });
      expect(await stockOf(app, print)).toEqual(before);
      expect(await refusal(act('orderCancel', order.order_id, who))).toBe(
        'This order is “Cancelled” and cannot be cancelled',
      );
      expect(await stockOf(app, print)).toEqual(before);
    });

    it('refunds a paid points order exactly: the balance is back where it started', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'refundpts', 1000);
      const order = await placed(app, who, mug, 2);
      await payPoints(who, order.order_id);
      expect(await pointsOf(app, who.id)).toEqual({ score: 200, score_total: 0 });
      expect(await ok(act('orderCancel', order.order_id, who))).toEqual({
        id: order.order_id,
        status: 'canceled',
        refunded: true,
      });
      // Given back, not earned: the cumulative total does not grow.
      expect(await pointsOf(app, who.id)).toEqual({ score: 1000, score_total: 0 });
      expect((await ledgerOf(app, who.id)).slice(1)).toEqual([
        { delta: -800, balance_after: 200, reason: 'order_pay', ref: order.order_no },
        { delta: 800, balance_after: 1000, reason: 'order_refund', ref: order.order_no },
      ]);
      expect(await info(order.order_id, who)).toMatchObject({
        status: 'canceled',
        cancel_reason: 'buyer',
        refunded: true,
        paid_score: 800,
      });
    });

    it('refunds a paid cash order through the gateway', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'refundcash');
      const before = await stockOf(app, print);
      const order = await placed(app, who, print, 1);
      await payInCash(app, who, order.order_id);
      expect(await ok(act('orderCancel', order.order_id, who))).toMatchObject({ refunded: true });
      expect(await paymentsOf(app, order.order_id)).toMatchObject([
        { status: 'refunded', amount: 26_900, refunded_at: expect.any(Number) },
      ]);
      expect(await stockOf(app, print)).toEqual(before);
      expect(await info(order.order_id, who)).toMatchObject({
        refunded: true,
        paid_amount: '269.00',
      });
    });

    it('refuses a shipped order, and someone else’s, changing nothing', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'cancelshipped', 1000);
      const order = await placed(app, who, mug, 1);
      await payPoints(who, order.order_id);
      await ship(app, admin, order.order_id);
      expect(await refusal(act('orderCancel', order.order_id, who))).toBe(
        'This order is “To receive” and cannot be cancelled',
      );
      const other = await shopper(app, 'cancelother');
      expect(await refusal(act('orderCancel', order.order_id, other))).toBe(
        'This order does not exist',
      );
      expect(await orderRow(app, order.order_id)).toMatchObject({ status: 'unreceived' });
      expect(await pointsOf(app, who.id)).toMatchObject({ score: 600 });
    });
  });

  describe('shipping and receipt', () => {
    it('ships a paid order, then completes it and credits what a cash order earns', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'receive', 0);
      const order = await placed(app, who, print, 2);
      expect(await refusal(act('receipt', order.order_id, who))).toBe(
        'This order is “To pay”; receipt cannot be confirmed',
      );
      expect(
        await refusal(
          act('orderShip', order.order_id, admin, { carrier: 'SF', tracking_no: 'SF0000001' }),
        ),
      ).toBe('This order is “Unpaid” and cannot be shipped');
      await payInCash(app, who, order.order_id);
      const shipped = await ok(
        act('orderShip', order.order_id, admin, {
          carrier: 'SF Express',
          tracking_no: 'SF1234567',
        }),
      );
      expect(shipped).toMatchObject({
        status: 'unreceived',
        express: {
          carrier: 'SF Express',
          tracking_no: 'SF1234567',
          shipped_at: expect.any(String),
        },
        address_changeable: false,
      });
      expect(
        await refusal(
          act('orderShip', order.order_id, admin, { carrier: 'SF', tracking_no: 'SF0000002' }),
        ),
      ).toBe('This order has already shipped (SF Express SF1234567)');

      expect(await ok(act('receipt', order.order_id, who))).toEqual({
        id: order.order_id,
        status: 'completed',
        earned_score: 514,
      });
      expect(await pointsOf(app, who.id)).toEqual({ score: 514, score_total: 514 });
      expect((await ledgerOf(app, who.id)).at(-1)).toEqual({
        delta: 514,
        balance_after: 514,
        reason: 'order_earn',
        ref: order.order_no,
      });
      expect(await info(order.order_id, who)).toMatchObject({
        status: 'completed',
        earned_score: 514,
        received_at: expect.any(String),
      });
      expect(await refusal(act('receipt', order.order_id, who))).toBe(
        'This order is “Completed”; receipt cannot be confirmed',
      );
      expect(await pointsOf(app, who.id)).toEqual({ score: 514, score_total: 514 });
    });

    it('a points order earns nothing', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'receivepts', 400);
      const order = await placed(app, who, mug, 1);
      await payPoints(who, order.order_id);
      await ship(app, admin, order.order_id);
      expect(await ok(act('receipt', order.order_id, who))).toMatchObject({ earned_score: 0 });
      expect(await pointsOf(app, who.id)).toEqual({ score: 0, score_total: 0 });
    });

    it('shows tracking newest first, only once shipped', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'track', 400);
      const order = await placed(app, who, mug, 1);
      expect(await refusal(act('expressInfo', order.order_id, who))).toBe(
        'This order has not shipped yet',
      );
      expect(
        await refusal(act('orderTrack', order.order_id, admin, { text: 'Left the warehouse' })),
      ).toBe('This order has not shipped yet');
      await payPoints(who, order.order_id);
      await ship(app, admin, order.order_id);
      const events = await ok<Array<{ text: string; time: string }>>(
        act('orderTrack', order.order_id, admin, { text: 'Arrived in Hangzhou' }),
      );
      expect(events.map((e) => e.text)).toEqual([
        'Arrived in Hangzhou',
        'Picked up by SF Express, tracking number SF1234567890',
      ]);
      // An event dated earlier sorts below the later ones.
      await ok(
        act('orderTrack', order.order_id, admin, {
          text: 'Sorted',
          time: new Date(Date.now() - 3_600_000).toISOString(),
        }),
      );
      const express = await ok(act('expressInfo', order.order_id, who));
      expect(express).toEqual({
        carrier: 'SF Express',
        tracking_no: 'SF1234567890',
        shipped_at: expect.any(String),
        events: [
          { id: expect.any(Number), time: expect.any(String), text: 'Arrived in Hangzhou' },
          {
            id: expect.any(Number),
            time: expect.any(String),
            text: 'Picked up by SF Express, tracking number SF1234567890',
          },
          { id: expect.any(Number), time: expect.any(String), text: 'Sorted' },
        ],
      });
      const zh = await ok<{ events: Array<{ text: string }> }>(
        post(app, 'expressInfo', { id: order.order_id }, who.token),
      );
      expect(zh.events[1]?.text).toBe('包裹已由SF Express揽收，运单号 SF1234567890');
      const other = await shopper(app, 'trackother');
      expect(await refusal(act('expressInfo', order.order_id, other))).toBe(
        'This order does not exist',
      );
    });

    it('keeps shipping and tracking to administrators', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'notadmin', 400);
      const order = await placed(app, who, mug, 1);
      await payPoints(who, order.order_id);
      const input = { carrier: 'SF', tracking_no: 'SF7654321' };
      expect(await refusal(act('orderShip', order.order_id, who, input))).toBe(
        'You have no permission to do this',
      );
      expect((await post(app, 'orderShip', { id: order.order_id, ...input })).body.code).toBe(401);
      expect(await refusal(act('orderTrack', order.order_id, who, { text: 'x' }))).toBe(
        'You have no permission to do this',
      );
      expect((await post(app, 'orderTrack', { id: order.order_id, text: 'x' })).body.code).toBe(
        401,
      );
      expect(await orderRow(app, order.order_id)).toMatchObject({ status: 'undelivered' });
      expect(await refusal(act('orderShip', 99_999_999, admin, input))).toBe(
        'This order does not exist',
      );
    });
  });

  describe('orderDelete', () => {
    it('hides only completed or cancelled orders, from lists and pages alike', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'delete');
      const order = await placed(app, who, print, 1);
      expect(await refusal(act('orderDelete', order.order_id, who))).toBe(
        'Only completed or cancelled orders can be deleted',
      );
      await ok(act('orderCancel', order.order_id, who));
      const other = await shopper(app, 'deleteother');
      expect(await refusal(act('orderDelete', order.order_id, other))).toBe(
        'This order does not exist',
      );
      expect(await ok(act('orderDelete', order.order_id, who))).toEqual({ deleted: true });
      expect(
        await refusal(get(app, 'orderInfo', { id: order.order_id, lang: 'en' }, who.token)),
      ).toBe('This order does not exist');
      expect(await refusal(act('orderDelete', order.order_id, who))).toBe(
        'This order does not exist',
      );
      const list = await ok<{ total: number }>(get(app, 'orderList', {}, who.token));
      expect(list.total).toBe(0);
      // Kept for the shop.
      expect(await orderRow(app, order.order_id)).toMatchObject({ hidden: 1, status: 'canceled' });
    });

    it('deletes an order its deadline has just cancelled', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'deletelate');
      const order = await placed(app, who, print, 1);
      await runOutClock(app, order.order_id);
      expect(await ok(act('orderDelete', order.order_id, who))).toEqual({ deleted: true });
      expect(await orderRow(app, order.order_id)).toMatchObject({
        hidden: 1,
        status: 'canceled',
        cancel_reason: 'timeout',
      });
    });
  });

  describe('orderAddressUpdate', () => {
    it('sends the order elsewhere once, before shipment', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'readdress', 400);
      const second = await addAddress(app, who.token, shenzhen);
      const order = await placed(app, who, mug, 1);
      expect(await info(order.order_id, who)).toMatchObject({ address_changeable: true });
      const changed = await ok(
        get(app, 'orderAddressUpdate', { id: order.order_id, address_id: second }, who.token),
      );
      expect(changed).toMatchObject({
        id: order.order_id,
        recipient: shenzhen,
        address_changeable: false,
      });
      expect(
        await refusal(
          get(
            app,
            'orderAddressUpdate',
            { id: order.order_id, address_id: who.addressId, lang: 'en' },
            who.token,
          ),
        ),
      ).toBe('The address of an order can be changed only once');
      expect(await orderRow(app, order.order_id)).toMatchObject({ city: '深圳市' });
    });

    it('refuses after shipment, on a cancelled order and with someone else’s address', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'readdress2', 800);
      const second = await addAddress(app, who.token, shenzhen);
      const change = (id: number, addressId: number) =>
        refusal(
          get(app, 'orderAddressUpdate', { id, address_id: addressId, lang: 'en' }, who.token),
        );

      const shipped = await placed(app, who, mug, 1);
      await payPoints(who, shipped.order_id);
      await ship(app, admin, shipped.order_id);
      expect(await change(shipped.order_id, second)).toBe(
        'The order has shipped; its address can no longer change',
      );

      const canceled = await placed(app, who, mug, 1);
      await ok(act('orderCancel', canceled.order_id, who));
      expect(await change(canceled.order_id, second)).toBe(
        'The order is cancelled; its address can no longer change',
      );

      const open = await placed(app, who, mug, 1);
      const other = await shopper(app, 'readdressother');
      expect(await change(open.order_id, other.addressId)).toBe('This address does not exist');
      expect(await orderRow(app, open.order_id)).toMatchObject({
        address_changed: 0,
        city: '杭州市',
      });
    });
  });

  describe('orderList and orderInfo', () => {
    it('lists the buyer’s orders newest first, by status and time range, paged', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'list', 400);
      const a = await placed(app, who, print, 1);
      const b = await placed(app, who, mug, 1);
      const c = await placed(app, who, print, 3);
      await payPoints(who, b.order_id);
      const other = await shopper(app, 'listother');
      await placed(app, other, print, 1);
      // Made long ago: 10 days and 60 days.
      const day = 86_400_000;
      await app.db
        .updateTable('orders')
        .set({ created_at: Date.now() - 10 * day })
        .where('id', '=', a.order_id)
        .execute();
      await app.db
        .updateTable('orders')
        .set({ created_at: Date.now() - 60 * day })
        .where('id', '=', b.order_id)
        .execute();

      const list = (input: Record<string, unknown>) =>
        ok<{ list: Array<{ id: number }>; total: number; page: number; limit: number }>(
          get(app, 'orderList', { lang: 'en', ...input }, who.token),
        );
      const ids = async (input: Record<string, unknown>) =>
        (await list(input)).list.map((order) => order.id);

      expect(await ids({})).toEqual([c.order_id, a.order_id, b.order_id]);
      expect(await ids({ status: 'unpaid' })).toEqual([c.order_id, a.order_id]);
      expect(await ids({ status: 'undelivered' })).toEqual([b.order_id]);
      expect(await ids({ range: '1d' })).toEqual([c.order_id]);
      expect(await ids({ range: '7d' })).toEqual([c.order_id]);
      expect(await ids({ range: '30d' })).toEqual([c.order_id, a.order_id]);
      expect(await ids({ range: '3m' })).toEqual([c.order_id, a.order_id, b.order_id]);
      expect(await ids({ range: '30d', status: 'unpaid' })).toEqual([c.order_id, a.order_id]);
      const page2 = await list({ page: 2, limit: 2 });
      expect(page2).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(page2.list.map((o) => o.id)).toEqual([b.order_id]);

      const summary = (await list({ status: 'unpaid' })).list[0];
      expect(summary).toEqual({
        id: c.order_id,
        order_no: c.order_no,
        type: 'art',
        status: 'unpaid',
        lines: [
          {
            product_id: print,
            name: 'Cycle Print',
            image: expect.any(String),
            price: '257.00',
            score_price: 0,
            quantity: 3,
            line_total: '771.00',
            line_score: 0,
            earn_score: 771,
          },
        ],
        quantity: 3,
        total_amount: '771.00',
        total_score: 0,
        pay_deadline: c.pay_deadline,
        created_at: expect.any(String),
      });

      // An overdue order is listed as cancelled.
      await runOutClock(app, a.order_id);
      expect(await ids({ status: 'unpaid' })).toEqual([c.order_id]);
      expect(await ids({ status: 'canceled' })).toEqual([a.order_id]);
    });

    it('answers every field of an order', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'detail');
      const made = await ok<{ order_id: number; order_no: string; pay_deadline: string }>(
        post(
          app,
          'orderCreate',
          {
            product_id: print,
            quantity: 1,
            address_id: who.addressId,
            remark: 'Please frame it',
            idempotency_key: 'detail-order-0001',
          },
          who.token,
        ),
      );
      const zh = await ok(get(app, 'orderInfo', { id: made.order_id }, who.token));
      expect(zh).toEqual({
        id: made.order_id,
        order_no: made.order_no,
        type: 'art',
        status: 'unpaid',
        lines: [
          {
            product_id: print,
            name: '循环版画',
            image: expect.any(String),
            price: '257.00',
            score_price: 0,
            quantity: 1,
            line_total: '257.00',
            line_score: 0,
            earn_score: 257,
          },
        ],
        quantity: 1,
        total_amount: '269.00',
        total_score: 0,
        pay_deadline: made.pay_deadline,
        created_at: expect.any(String),
        goods_amount: '257.00',
        ship_fee: '12.00',
        earn_score: 257,
        delivery: 'express',
        remark: 'Please frame it',
        // The address the customer typed (every shopper's first), copied onto the order.
        recipient: hangzhou,
        address_changeable: true,
        pay_method: null,
        paid_amount: '0.00',
        paid_score: 0,
        paid_at: null,
        canceled_at: null,
        cancel_reason: null,
        refunded: false,
        express: null,
        received_at: null,
        earned_score: 0,
      });
      const other = await shopper(app, 'detailother');
      expect(
        await refusal(get(app, 'orderInfo', { id: made.order_id, lang: 'en' }, other.token)),
      ).toBe('This order does not exist');
      expect((await get(app, 'orderInfo', { id: made.order_id })).body.code).toBe(401);
    });
  });

  describe('the personal centre', () => {
    it('counts the buyer’s orders by status, an overdue one as cancelled', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'centre', 800);
      const counts = async () =>
        (await ok<{ orders: Record<string, number> }>(get(app, 'userCenter', {}, who.token)))
          .orders;
      expect(await counts()).toEqual({
        unpaid: 0,
        undelivered: 0,
        unreceived: 0,
        completed: 0,
        canceled: 0,
      });
      const paid = await placed(app, who, mug, 1);
      await payPoints(who, paid.order_id);
      const shipped = await placed(app, who, mug, 1);
      await payPoints(who, shipped.order_id);
      await ship(app, admin, shipped.order_id);
      await placed(app, who, print, 1);
      const late = await placed(app, who, print, 1);
      const hidden = await placed(app, who, print, 1);
      await ok(act('orderCancel', hidden.order_id, who));
      await ok(act('orderDelete', hidden.order_id, who));
      await runOutClock(app, late.order_id);
      expect(await counts()).toEqual({
        unpaid: 1,
        undelivered: 1,
        unreceived: 1,
        completed: 0,
        canceled: 1,
      });
      expect(await orderRow(app, late.order_id)).toMatchObject({ status: 'canceled' });
    });
  });
});
