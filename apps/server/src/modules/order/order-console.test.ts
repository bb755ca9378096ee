import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { hangzhou } from '../../test/addresses';
import { databases, useTestApp } from '../../test/build-test-app';
import { staffMember } from '../../test/staff';
import {
  addAddress,
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
  shopper,
  stockOf,
  type Shopper,
} from '../../test/fixtures/order';

interface Row {
  id: number;
  order_no: string;
  status: string;
  type: string;
  total_amount: string;
  total_score: number;
  buyer: { id: number; username: string; mobile: string } | null;
  recipient_mobile: string;
  first_item: string;
  quantity: number;
  tracking_no: string | null;
}
interface ListPage {
  list: Row[];
  total: number;
  page: number;
  limit: number;
}
interface BatchAnswer {
  shipped: number;
  refused: number;
  results: Array<{ line: number; order_no: string; shipped: boolean; reason: string | null }>;
}

/** Today and tomorrow in the shop's time zone, as the date filter takes them. */
function shopDays(now: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(now);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  return { today, tomorrow };
}

async function auditCount(app: FastifyInstance, orderId: number, action?: string) {
  let query = app.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('target_type', '=', 'order')
    .where('target_id', '=', String(orderId));
  if (action) query = query.where('action', '=', action);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** A customer whose own address has a recipient phone no other test uses. */
async function buyerWithPhone(app: FastifyInstance, tag: string, recipientMobile: string) {
  const account = await signUp(app, tag);
  const addressId = await addAddress(app, account.token, {
    ...hangzhou,
    mobile: recipientMobile,
  });
  return { ...account, addressId } satisfies Shopper;
}

describe.each(databases)('the orders console (%s)', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });

  async function paidOrder(app: FastifyInstance, who: Shopper, productId: number, units = 1) {
    const order = await placed(app, who, productId, units);
    await payInCash(app, who, order.order_id);
    return order;
  }

  describe('orderAdminList', () => {
    it('filters by phone, status, mall, number and day, pages and sorts on the server', async () => {
      const { app } = ctx();
      const operator = await staffMember(app, 'operator');
      const who = await buyerWithPhone(app, 'listed', '13655550001');
      const cheap = await product(app, { name_en: 'List Cheap', price: 5000 });
      const dear = await product(app, { name_en: 'List Dear', price: 90000 });
      const first = await placed(app, who, cheap, 2);
      const second = await paidOrder(app, who, dear, 1);
      const third = await placed(app, who, cheap, 1);

      const byBuyer = await ok<ListPage>(
        get(app, 'orderAdminList', { mobile: who.mobile, lang: 'en' }, operator.token),
      );
      expect(byBuyer.total).toBe(3);
      expect(byBuyer.list.map((row) => row.id)).toEqual([
        third.order_id,
        second.order_id,
        first.order_id,
      ]);
      expect(byBuyer.list[2]).toMatchObject({
        order_no: first.order_no,
        status: 'unpaid',
        type: 'art',
        buyer: { id: who.id, username: who.username, mobile: who.mobile },
        recipient_mobile: '13655550001',
        first_item: 'List Cheap',
        quantity: 2,
      });

      // The recipient's phone finds the same orders.
      const byRecipient = await ok<ListPage>(
        get(app, 'orderAdminList', { mobile: '13655550001' }, operator.token),
      );
      expect(byRecipient.total).toBe(3);

      const paid = await ok<ListPage>(
        get(
          app,
          'orderAdminList',
          { mobile: who.mobile, status: 'undelivered', type: 'art' },
          operator.token,
        ),
      );
      expect(paid.list.map((row) => row.id)).toEqual([second.order_id]);
      const points = await ok<ListPage>(
        get(app, 'orderAdminList', { mobile: who.mobile, type: 'points' }, operator.token),
      );
      expect(points.total).toBe(0);

      const byNumber = await ok<ListPage>(
        get(app, 'orderAdminList', { order_no: first.order_no }, operator.token),
      );
      expect(byNumber.list.map((row) => row.id)).toEqual([first.order_id]);

      const { today, tomorrow } = shopDays(app.clock.now());
      const todays = await ok<ListPage>(
        get(app, 'orderAdminList', { mobile: who.mobile, from: today, to: today }, operator.token),
      );
      expect(todays.total).toBe(3);
      const tomorrows = await ok<ListPage>(
        get(app, 'orderAdminList', { mobile: who.mobile, from: tomorrow }, operator.token),
      );
      expect(tomorrows).toMatchObject({ total: 0, list: [] });

      // Two a page: the second page holds the oldest; amounts sort either way.
      const pageTwo = await ok<ListPage>(
        get(app, 'orderAdminList', { mobile: who.mobile, page: 2, limit: 2 }, operator.token),
      );
      expect(pageTwo).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(pageTwo.list.map((row) => row.id)).toEqual([first.order_id]);
      const oldest = await ok<ListPage>(
        get(app, 'orderAdminList', { mobile: who.mobile, sort: 'oldest' }, operator.token),
      );
      expect(oldest.list.map((row) => row.id)).toEqual([
        first.order_id,
        second.order_id,
        third.order_id,
      ]);
      const dearest = await ok<ListPage>(
        get(app, 'orderAdminList', { mobile: who.mobile, sort: 'amount_desc' }, operator.token),
      );
      // Goods and shipping: the dear print ships free, the cheap ones pay the fee.
      expect(dearest.list.map((row) => row.total_amount)).toEqual(['900.00', '112.00', '62.00']);
      const cheapest = await ok<ListPage>(
        get(app, 'orderAdminList', { mobile: who.mobile, sort: 'amount_asc' }, operator.token),
      );
      expect(cheapest.list[0]?.id).toBe(third.order_id);
    });

    it('refuses bad filters with a message naming the field', async () => {
      const { app } = ctx();
      const operator = await staffMember(app, 'operator');
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ status: 'lost' }, 'Status'],
        [{ type: 'coins' }, 'Mall'],
        [{ from: '2026-02-30' }, 'First day must be a valid date written YYYY-MM-DD'],
        [{ mobile: '12345' }, 'Please enter a valid mainland mobile number'],
        [{ order_no: 'ABC' }, 'An order number has 6-32 digits'],
        [{ sort: 'random' }, 'Sort order'],
        [{ limit: 500 }, 'The page size must be a whole number from 1 to 100'],
      ];
      for (const [input, message] of cases) {
        expect(
          await refusal(get(app, 'orderAdminList', { ...input, lang: 'en' }, operator.token)),
        ).toContain(message);
      }
      expect(await refusal(get(app, 'orderAdminList', { order_no: 'x' }, operator.token))).toBe(
        '订单号为 6-32 位数字',
      );
    });
  });

  describe('orderAdminInfo', () => {
    it('shows items, buyer, recipient, amounts, tracking, the timeline and the history', async () => {
      const { app } = ctx();
      const operator = await staffMember(app, 'operator');
      const who = await shopper(app, 'info');
      const print = await product(app, { name_en: 'Info Print', price: 12800 });
      const order = await paidOrder(app, who, print, 2);
      const elsewhere = await addAddress(app, who.token, { ...hangzhou, name: '新收货人' });
      await ok(
        get(app, 'orderAddressUpdate', { id: order.order_id, address_id: elsewhere }, who.token),
      );
      await ok(
        post(
          app,
          'orderShip',
          { id: order.order_id, carrier: 'SF Express', tracking_no: 'SF55501' },
          operator.token,
        ),
      );

      const info = await ok<Record<string, unknown>>(
        get(app, 'orderAdminInfo', { id: order.order_id, lang: 'en' }, operator.token),
      );
      expect(info).toMatchObject({
        id: order.order_id,
        order_no: order.order_no,
        status: 'unreceived',
        lines: [{ name: 'Info Print', quantity: 2, price: '128.00', line_total: '256.00' }],
        buyer: { id: who.id, username: who.username, mobile: who.mobile },
        recipient: { name: '新收货人', city: '杭州市' },
        goods_amount: '256.00',
        ship_fee: '12.00',
        total_amount: '268.00',
        paid_amount: '268.00',
        pay_method: 'sandbox',
        express: { carrier: 'SF Express', tracking_no: 'SF55501' },
        tracking: [{ text: 'Picked up by SF Express, tracking number SF55501' }],
        refundable: false,
        buyer_deleted: false,
        history: [
          {
            action: 'orderShip',
            actor_name: operator.username,
            after: { status: 'unreceived', carrier: 'SF Express', tracking_no: 'SF55501' },
          },
        ],
      });
      expect((info.timeline as Array<{ event: string }>).map((step) => step.event)).toEqual([
        'created',
        'paid',
        'address_changed',
        'shipped',
      ]);
    });

    it('refuses an unknown or malformed id', async () => {
      const { app } = ctx();
      const operator = await staffMember(app, 'operator');
      expect(
        await refusal(get(app, 'orderAdminInfo', { id: 987654321, lang: 'en' }, operator.token)),
      ).toBe('This order does not exist');
      expect(
        await refusal(get(app, 'orderAdminInfo', { id: 'abc', lang: 'en' }, operator.token)),
      ).toContain('whole-number id');
    });
  });

  describe('orderShip and orderTrack', () => {
    it('ships a paid order once; the customer sees the carrier and tracking number', async () => {
      const { app } = ctx();
      const operator = await staffMember(app, 'operator');
      const who = await shopper(app, 'ship');
      const print = await product(app, { name_en: 'Ship Print' });
      const unpaid = await placed(app, who, print);
      const ship = (id: number, tracking_no = 'YT20260001') =>
        post(
          app,
          'orderShip',
          { id, carrier: '圆通速递', tracking_no, lang: 'en' },
          operator.token,
        );

      expect(await refusal(ship(unpaid.order_id))).toBe(
        'This order is “Unpaid” and cannot be shipped',
      );
      expect(await refusal(ship(987654321))).toBe('This order does not exist');
      const order = await paidOrder(app, who, print);
      expect(await refusal(ship(order.order_id, 'bad no!'))).toBe(
        'A tracking number has 6-40 letters, digits or hyphens',
      );
      expect(await auditCount(app, order.order_id)).toBe(0);

      await ok(ship(order.order_id));
      expect(await refusal(ship(order.order_id, 'YT20260002'))).toBe(
        'This order has already shipped (圆通速递 YT20260001)',
      );
      const seen = await ok<{ status: string; express: unknown }>(
        get(app, 'orderInfo', { id: order.order_id }, who.token),
      );
      expect(seen).toMatchObject({
        status: 'unreceived',
        express: { carrier: '圆通速递', tracking_no: 'YT20260001' },
      });

      // A tracking note only on a shipped order.
      expect(
        await refusal(
          post(
            app,
            'orderTrack',
            { id: unpaid.order_id, text: 'Left', lang: 'en' },
            operator.token,
          ),
        ),
      ).toBe('This order has not shipped yet');
      const events = await ok<Array<{ text: string }>>(
        post(app, 'orderTrack', { id: order.order_id, text: '到达杭州' }, operator.token),
      );
      expect(events.map((event) => event.text)).toContain('到达杭州');
      expect(await auditCount(app, order.order_id)).toBe(2);
    });

    it('ships an order two operators ship at the same moment once, with one audit row', async () => {
      const { app } = ctx();
      const [one, two] = [await staffMember(app, 'operator'), await staffMember(app, 'operator')];
      const who = await shopper(app, 'race');
      const order = await paidOrder(app, who, await product(app, { name_en: 'Race Print' }));
      const answers = await Promise.all(
        [one, two].map((member, i) =>
          post(
            app,
            'orderShip',
            { id: order.order_id, carrier: 'SF', tracking_no: `SF00000${i}`, lang: 'en' },
            member.token,
          ),
        ),
      );
      const codes = answers.map((answer) => answer.body.code).sort();
      expect(codes).toEqual([100, 200]);
      expect(answers.find((a) => a.body.code === 100)?.body.msg).toMatch(
        /^This order has already shipped \(SF SF00000[01]\)$/,
      );
      expect(await auditCount(app, order.order_id, 'orderShip')).toBe(1);
      const tracking = await app.db
        .selectFrom('order_tracking')
        .select('id')
        .where('order_id', '=', order.order_id)
        .execute();
      expect(tracking).toHaveLength(1);
    });
  });

  describe('orderShipBatch', () => {
    it('ships every good row on its own and says why each bad one was refused', async () => {
      const { app } = ctx();
      const operator = await staffMember(app, 'operator');
      const who = await shopper(app, 'batch');
      const print = await product(app, { name_en: 'Batch Print' });
      const a = await paidOrder(app, who, print);
      const b = await paidOrder(app, who, print);
      const unpaid = await placed(app, who, print);
      const csv = [
        'order_no,carrier,tracking_no',
        `${a.order_no},SF Express,SF9000001`,
        `${unpaid.order_no},SF Express,SF9000002`,
        '20990101000000000000,SF Express,SF9000003',
        `${b.order_no},SF Express,bad!`,
        '',
        `${a.order_no},SF Express,SF9000004`,
        `${b.order_no},"ZTO, Hangzhou",ZT9000005`,
      ].join('\n');

      const answer = await ok<BatchAnswer>(
        post(app, 'orderShipBatch', { csv, lang: 'en' }, operator.token),
      );
      expect(answer).toEqual({
        shipped: 2,
        refused: 4,
        results: [
          { line: 2, order_no: a.order_no, shipped: true, reason: null },
          {
            line: 3,
            order_no: unpaid.order_no,
            shipped: false,
            reason: 'This order is “Unpaid” and cannot be shipped',
          },
          {
            line: 4,
            order_no: '20990101000000000000',
            shipped: false,
            reason: 'No order has this number',
          },
          {
            line: 5,
            order_no: b.order_no,
            shipped: false,
            reason: 'A tracking number has 6-40 letters, digits or hyphens',
          },
          {
            line: 7,
            order_no: a.order_no,
            shipped: false,
            reason: 'This order number already appears on line 2 of the file',
          },
          { line: 8, order_no: b.order_no, shipped: true, reason: null },
        ],
      });
      expect(await orderRow(app, b.order_id)).toMatchObject({
        status: 'unreceived',
        carrier: 'ZTO, Hangzhou',
        tracking_no: 'ZT9000005',
      });
      expect(await orderRow(app, unpaid.order_id)).toMatchObject({ status: 'unpaid' });
      expect(await auditCount(app, a.order_id, 'orderShipBatch')).toBe(1);
      expect(await auditCount(app, b.order_id, 'orderShipBatch')).toBe(1);
      // The file itself: who sent it and what came of it.
      const summary = await app.db
        .selectFrom('audit_log')
        .select(['actor_id', 'changes'])
        .where('target_type', '=', 'order')
        .where('target_id', '=', 'batch')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(summary.actor_id).toBe(operator.id);
      expect(JSON.parse(summary.changes)).toMatchObject({
        after: { rows: 6, shipped: 2, refused: 4 },
      });

      // Shipped already: a second file says so.
      const again = await ok<BatchAnswer>(
        post(
          app,
          'orderShipBatch',
          { csv: `order_no,carrier,tracking_no\n${a.order_no},SF,SF7777777` },
          operator.token,
        ),
      );
      expect(again.results[0]?.reason).toBe('该订单已发货（SF Express SF9000001）');
    });

    it('refuses a file with the wrong columns, or no rows, as a whole and ships nothing', async () => {
      const { app } = ctx();
      const operator = await staffMember(app, 'operator');
      const who = await shopper(app, 'batchbad');
      const order = await paidOrder(app, who, await product(app, { name_en: 'Kept Print' }));
      const files: Array<[string, string]> = [
        [
          `order,carrier,tracking\n${order.order_no},SF,SF1234567`,
          'The first row of the CSV file must name the columns order_no,carrier,tracking_no; this file has: order,carrier,tracking',
        ],
        [
          `${order.order_no},SF,SF1234567`,
          `The first row of the CSV file must name the columns order_no,carrier,tracking_no; this file has: ${order.order_no},sf,sf1234567`,
        ],
        [
          `order_no,carrier,tracking_no,note\n${order.order_no},SF,SF1234567,x`,
          'this file has: order_no,carrier,tracking_no,note',
        ],
        ['order_no,carrier,tracking_no\n\n', 'The CSV file has no shipping rows after its header'],
        [
          `order_no,carrier,tracking_no\n"${order.order_no},SF,SF1234567`,
          'This CSV file cannot be read: it goes wrong near line 2 (check that quotes are paired)',
        ],
        ['', 'Please choose a shipping CSV file of at most 200 KB'],
      ];
      for (const [csv, message] of files) {
        expect(
          await refusal(post(app, 'orderShipBatch', { csv, lang: 'en' }, operator.token)),
        ).toContain(message);
      }
      expect(await orderRow(app, order.order_id)).toMatchObject({ status: 'undelivered' });
      expect(await auditCount(app, order.order_id)).toBe(0);
    });

    it('takes the columns in any order and a byte-order mark', async () => {
      const { app } = ctx();
      const operator = await staffMember(app, 'operator');
      const who = await shopper(app, 'batchbom');
      const order = await paidOrder(app, who, await product(app, { name_en: 'Bom Print' }));
      const answer = await ok<BatchAnswer>(
        post(
          app,
          'orderShipBatch',
          { csv: `\uFEFFtracking_no,Order_No,carrier\nJD0001234,${order.order_no},京东物流\n` },
          operator.token,
        ),
      );
      expect(answer).toMatchObject({ shipped: 1, refused: 0 });
      expect(await orderRow(app, order.order_id)).toMatchObject({
        carrier: '京东物流',
        tracking_no: 'JD0001234',
      });
    });
  });

  describe('orderRefund', () => {
    it('refunds a paid points order: points back to the ledger, stock back, audited with the reason', async () => {
      const { app } = ctx();
      const operator = await staffMember(app, 'operator');
      const who = await shopper(app, 'refundpts', 2000);
      const gift = await product(app, {
        name_en: 'Refund Gift',
        type: 'points',
        price: 0,
        score_price: 600,
        stock: 5,
      });
      const order = await placed(app, who, gift, 2);
      await ok(post(app, 'orderPay', { order_id: order.order_id, method: 'score' }, who.token));
      expect(await pointsOf(app, who.id)).toMatchObject({ score: 800 });
      expect(await stockOf(app, gift)).toMatchObject({ stock: 3 });

      expect(
        await ok(
          post(
            app,
            'orderRefund',
            { id: order.order_id, reason: '缺货，无法发货' },
            operator.token,
          ),
        ),
      ).toEqual({ id: order.order_id, status: 'canceled', refunded: true });
      expect(await pointsOf(app, who.id)).toMatchObject({ score: 2000 });
      expect((await ledgerOf(app, who.id)).at(-1)).toMatchObject({
        delta: 1200,
        balance_after: 2000,
        reason: 'order_refund',
        ref: order.order_no,
      });
      expect(await stockOf(app, gift)).toMatchObject({ stock: 5 });
      const info = await ok<{
        status: string;
        cancel_reason: string;
        refunded: boolean;
        history: Array<{ action: string; after: Record<string, unknown> }>;
      }>(get(app, 'orderAdminInfo', { id: order.order_id }, operator.token));
      expect(info).toMatchObject({ status: 'canceled', cancel_reason: 'staff', refunded: true });
      expect(info.history[0]).toMatchObject({
        action: 'orderRefund',
        after: { status: 'canceled', refunded: true, reason: '缺货，无法发货' },
      });

      // Cancelled: no second refund.
      expect(
        await refusal(
          post(
            app,
            'orderRefund',
            { id: order.order_id, reason: 'again', lang: 'en' },
            operator.token,
          ),
        ),
      ).toBe('This order is “Cancelled” and can no longer be cancelled or refunded');
      expect(await pointsOf(app, who.id)).toMatchObject({ score: 2000 });
    });

    it('refunds a paid cash order through the gateway and cancels an unpaid one', async () => {
      const { app } = ctx();
      const operator = await staffMember(app, 'operator');
      const who = await shopper(app, 'refundcash');
      const print = await product(app, { name_en: 'Refund Print', stock: 4 });
      const paid = await paidOrder(app, who, print);
      const unpaid = await placed(app, who, print);
      expect(await stockOf(app, print)).toMatchObject({ stock: 2 });

      expect(
        await ok(
          post(app, 'orderRefund', { id: paid.order_id, reason: '买家来电' }, operator.token),
        ),
      ).toEqual({ id: paid.order_id, status: 'canceled', refunded: true });
      expect((await paymentsOf(app, paid.order_id)).map((p) => p.status)).toEqual(['refunded']);
      expect(
        await ok(
          post(app, 'orderRefund', { id: unpaid.order_id, reason: '重复下单' }, operator.token),
        ),
      ).toEqual({ id: unpaid.order_id, status: 'canceled', refunded: false });
      expect(await stockOf(app, print)).toMatchObject({ stock: 4 });
      const seen = await ok<{ status: string; refunded: boolean }>(
        get(app, 'orderInfo', { id: paid.order_id }, who.token),
      );
      expect(seen).toMatchObject({ status: 'canceled', refunded: true });
    });

    it('refuses a shipped order, an unknown id and a missing reason, changing nothing', async () => {
      const { app } = ctx();
      const operator = await staffMember(app, 'operator');
      const who = await shopper(app, 'refundno');
      const print = await product(app, { name_en: 'Shipped Print' });
      const order = await paidOrder(app, who, print);
      await ok(
        post(
          app,
          'orderShip',
          { id: order.order_id, carrier: 'SF', tracking_no: 'SF3333333' },
          operator.token,
        ),
      );
      const refund = (input: Record<string, unknown>) =>
        refusal(post(app, 'orderRefund', { lang: 'en', ...input }, operator.token));
      // Named as the console's screens name it, not in the buyer's words ("To receive").
      expect(await refund({ id: order.order_id, reason: 'Too late' })).toBe(
        'This order is “Shipped” and can no longer be cancelled or refunded',
      );
      expect(await refund({ id: order.order_id, reason: '太晚了', lang: 'zh-cn' })).toBe(
        '该订单已发货，不能取消或退款',
      );
      expect(await refund({ id: 987654321, reason: 'Nothing' })).toBe('This order does not exist');
      const unpaid = await placed(app, who, print);
      expect(await refund({ id: unpaid.order_id, reason: ' ' })).toBe(
        'A refund reason has 2-200 characters',
      );
      expect(await refund({ id: unpaid.order_id })).toBe('Refund reason is required');
      expect(await orderRow(app, unpaid.order_id)).toMatchObject({ status: 'unpaid' });
      expect(await auditCount(app, unpaid.order_id)).toBe(0);
    });
  });

  describe('orderExport', () => {
    it('exports the filtered list as CSV with a header in the reader’s language', async () => {
      const { app } = ctx();
      const operator = await staffMember(app, 'operator');
      const who = await buyerWithPhone(app, 'export', '13655550002');
      const print = await product(app, { name_en: 'Export Print', price: 12345 });
      const order = await paidOrder(app, who, print);
      await placed(app, who, print);

      const file = await ok<{
        filename: string;
        csv: string;
        rows: number;
        total: number;
        truncated: boolean;
      }>(
        get(
          app,
          'orderExport',
          { mobile: who.mobile, status: 'undelivered', lang: 'en' },
          operator.token,
        ),
      );
      expect(file).toMatchObject({ rows: 1, total: 1, truncated: false });
      expect(file.filename).toMatch(/^orders-\d{12}\.csv$/);
      const [header, line, rest] = file.csv.split('\n');
      expect(header).toBe(
        'Order number,Placed,Status,Mall,Buyer,Buyer mobile,Recipient,Recipient mobile,Address,Amount (CNY),Points,Payment method,Paid,Carrier,Tracking number,Shipped',
      );
      expect(line).toContain(`${order.order_no},`);
      const amount = ((await orderRow(app, order.order_id)).total_amount / 100).toFixed(2);
      expect(line).toContain(
        `,To ship,Art mall,${who.username},${who.mobile},林小满,13655550002,浙江省杭州市西湖区文三路 100 号 3 幢,${amount},,sandbox,`,
      );
      expect(rest).toBe('');

      const chinese = await ok<{ csv: string }>(
        get(app, 'orderExport', { mobile: who.mobile }, operator.token),
      );
      expect(chinese.csv.split('\n')[0]).toMatch(/^订单号,下单时间,状态,商城,/);
      expect(chinese.csv.split('\n')).toHaveLength(4);
      // The same words in Chinese: the console's statuses and the mall's name.
      expect(chinese.csv).toContain(',待发货,艺术商城,');
      expect(chinese.csv).toContain(',待付款,艺术商城,');
      // Statuses in the console's words, as its screens and trail name them ("Unpaid", not the
      // customer's "To pay").
      const both = await ok<{ csv: string }>(
        get(app, 'orderExport', { mobile: who.mobile, lang: 'en' }, operator.token),
      );
      expect(both.csv).toContain(',Unpaid,Art mall,');
      expect(both.csv).not.toContain('To pay');
      expect(
        await refusal(get(app, 'orderExport', { to: '2026-13-01', lang: 'en' }, operator.token)),
      ).toBe('Last day must be a valid date written YYYY-MM-DD');
    });

    it('keeps a name a spreadsheet would run as a formula as text', async () => {
      const { app } = ctx();
      const operator = await staffMember(app, 'operator');
      const who = await buyerWithPhone(app, 'formula', '13655550003');
      const order = await paidOrder(app, who, await product(app, { name_en: 'Formula Print' }));
      await app.db
        .updateTable('orders')
        .set({ recipient_name: '=HYPERLINK("https://example.com","Open")' })
        .where('id', '=', order.order_id)
        .execute();

      const file = await ok<{ csv: string }>(
        get(app, 'orderExport', { mobile: who.mobile, lang: 'en' }, operator.token),
      );
      expect(file.csv.split('\n')[1]).toContain(
        `,"'=HYPERLINK(""https://example.com"",""Open"")",13655550003,`,
      );
    });
  });
});
