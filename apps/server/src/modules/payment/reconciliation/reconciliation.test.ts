import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { testClock, type TestClock } from '../../../lib/clock';
import { databases, useTestApp } from '../../../test/build-test-app';
import { staffMember } from '../../../test/staff';
import {
  get,
  getInEnglish,
  ok,
  placed,
  post,
  postInEnglish,
  product,
  refusal,
  shopper,
} from '../../../test/fixtures/order';
import { ALIPAY_NOTIFY_PATH } from '../alipay/alipay-gateway';
import { refundNumber } from '../payment-service';
import { startTestProviders, type TestProviders } from '../../../test/fakes/payment-providers';
import { WECHATPAY_NOTIFY_PATH } from '../wechatpay/wechatpay-gateway';

/**
 * Each morning's check of WeChat Pay's and Alipay's bills against the payments, through the job
 * and the console, against fakes of both providers whose bills are built from what they booked
 * and changed by the test. Each database has its own day and its own fakes, so no bill holds the
 * other's payments.
 */
const days = { sqlite: '2031-03-10', postgres: '2031-03-20' } as const;
const clocks: Record<keyof typeof days, TestClock> = {
  sqlite: testClock(Date.parse(`${days.sqlite}T12:00:00+08:00`)),
  postgres: testClock(Date.parse(`${days.postgres}T12:00:00+08:00`)),
};
const fakes: Record<keyof typeof days, TestProviders> = {
  sqlite: await startTestProviders({ now: clocks.sqlite.now }),
  postgres: await startTestProviders({ now: clocks.postgres.now }),
};
afterAll(() => Promise.all([fakes.sqlite.close(), fakes.postgres.close()]));

interface Day {
  id: number;
  gateway: string;
  day: string;
  status: string;
  lines: number;
  matched: number;
  mismatches: number;
  unresolved: number;
  error: string | null;
}
interface Mismatch {
  id: number;
  kind: string;
  line_kind: string;
  session_id: string;
  order_no: string | null;
  our_amount: string | null;
  their_amount: string | null;
  our_status: string | null;
  their_status: string | null;
  resolved_by: string | null;
  note: string | null;
}
type Session = { session_id: string; amount: string };

describe.each(databases)('the daily reconciliation of payments on %s', (kind) => {
  const day = days[kind];
  const clock = clocks[kind];
  const { wechat, alipay, env } = fakes[kind];
  const ctx = useTestApp(
    kind,
    { PAYMENT_GATEWAYS: 'wechat,alipay', PUBLIC_URL: 'http://127.0.0.1:9', ...env },
    { clock, demo: true },
  );
  const failures: string[] = [];
  const checkDue = (app: FastifyInstance) =>
    app.services.reconciliation.checkDue(clock.now(), (_err, gateway) => failures.push(gateway));

  /** A customer's order for one new print, and its session with the gateway. */
  async function session(app: FastifyInstance, tag: string, method: 'wechat' | 'alipay') {
    const who = await shopper(app, `${tag}${kind}`);
    const print = await product(app, { name_en: `Billed ${tag}`, stock: 5 });
    const order = await placed(app, who, print);
    const { payment } = await ok<{ payment: Session }>(
      post(app, 'orderPay', { order_id: order.order_id, method }, who.token),
    );
    return { who, order, payment };
  }

  /** The provider takes the money and its notification reaches the shop. */
  async function paid(app: FastifyInstance, tag: string, method: 'wechat' | 'alipay') {
    const made = await session(app, tag, method);
    if (method === 'wechat') {
      const message = wechat.pay(made.payment.session_id, clock.now());
      const answer = await app.inject({
        method: 'POST',
        url: WECHATPAY_NOTIFY_PATH,
        headers: message.headers,
        payload: message.body,
      });
      expect(answer.statusCode).toBe(204);
    } else {
      alipay.payWithoutNotice(made.payment.session_id);
      const answer = await app.inject({
        method: 'POST',
        url: ALIPAY_NOTIFY_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        payload: alipay.notification(made.payment.session_id),
      });
      expect(answer.body).toBe('success');
    }
    return made;
  }

  it('matches each gateway’s bill of the day before once the bill time has passed, naming each mismatch', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const dropped = await paid(app, 'drop', 'wechat');
    const repriced = await paid(app, 'reprice', 'wechat');
    // Paid at WeChat Pay, but its notification never came: still pending here.
    const unnoticed = await session(app, 'unnoticed', 'wechat');
    wechat.pay(unnoticed.payment.session_id, clock.now());
    const refunded = await paid(app, 'refund', 'wechat');
    await ok(post(app, 'orderCancel', { id: refunded.order.order_id }, refunded.who.token));
    wechat.settleRefund(refundNumber(refunded.payment.session_id), clock.now());
    const byAlipay = await paid(app, 'ali', 'alipay');

    wechat.editBill(day, (rows) => [
      ...rows
        .filter((row) => row.outTradeNo !== dropped.payment.session_id)
        .map((row) =>
          row.outTradeNo === repriced.payment.session_id && row.tradeState === 'SUCCESS'
            ? { ...row, amount: row.amount - 100 }
            : row,
        ),
      // A payment the shop never opened.
      { ...(rows[0] ?? fail()), outTradeNo: 'P0000000000000000000000000000ff', amount: 4200 },
    ]);

    // Before the bill time (10:30, Beijing), nothing is checked.
    clock.set(Date.parse(`${day}T12:00:00+08:00`) + 21 * 3_600_000);
    await checkDue(app);
    expect(await ok<{ total: number }>(get(app, 'reconciliationList', {}, operator.token))).toEqual(
      expect.objectContaining({ total: 0 }),
    );

    clock.set(Date.parse(`${day}T12:00:00+08:00`) + 22 * 3_600_000 + 31 * 60_000);
    await checkDue(app);
    expect(failures).toEqual([]);
    const list = await ok<{ list: Day[] }>(get(app, 'reconciliationList', {}, operator.token));
    expect(
      list.list.map((d) => [d.gateway, d.day, d.status, d.lines, d.matched, d.unresolved]),
    ).toEqual([
      ['alipay', day, 'matched', 1, 1, 0],
      // Four payment lines and a refund line; three agree.
      ['wechat', day, 'mismatched', 5, 2, 4],
    ]);

    const wechatDay = list.list.find((d) => d.gateway === 'wechat') ?? fail();
    const info = await ok<{ items: Mismatch[] }>(
      get(app, 'reconciliationInfo', { id: wechatDay.id }, operator.token),
    );
    const yuan = (payment: Session, less = 0) =>
      (Math.round(Number(payment.amount) * 100 - less) / 100).toFixed(2);
    expect(
      info.items.map((m) => [
        m.kind,
        m.line_kind,
        m.session_id,
        m.our_amount,
        m.their_amount,
        m.our_status,
        m.their_status,
      ]),
    ).toEqual([
      [
        'amount',
        'payment',
        repriced.payment.session_id,
        yuan(repriced.payment),
        yuan(repriced.payment, 100),
        'paid',
        'paid',
      ],
      [
        'status',
        'payment',
        unnoticed.payment.session_id,
        yuan(unnoticed.payment),
        yuan(unnoticed.payment),
        'pending',
        'paid',
      ],
      ['missing_here', 'payment', 'P0000000000000000000000000000ff', null, '42.00', null, 'paid'],
      [
        'missing_there',
        'payment',
        dropped.payment.session_id,
        yuan(dropped.payment),
        null,
        'paid',
        null,
      ],
    ]);
    expect(info.items[0]?.order_no).toBe(repriced.order.order_no);
    expect(byAlipay.payment.session_id).toMatch(/^P/);

    // The dashboard raises them.
    const stats = await ok<{ payment_mismatches: number }>(
      get(app, 'dashboardStats', {}, operator.token),
    );
    expect(stats.payment_mismatches).toBe(4);

    // Checked once: the next round leaves the day alone.
    wechat.editBill(day, () => []);
    await checkDue(app);
    expect(
      (
        await ok<{ items: Mismatch[] }>(
          get(app, 'reconciliationInfo', { id: wechatDay.id }, operator.token),
        )
      ).items,
    ).toHaveLength(4);
  });

  it('resolves a mismatch with a note, in the audit trail, once; a check again keeps it resolved', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const { list } = await ok<{ list: Day[] }>(
      get(app, 'reconciliationList', { unresolved: true }, operator.token),
    );
    expect(list.map((d) => d.gateway)).toEqual(['wechat']);
    const wechatDay = list[0] ?? fail();
    const { items } = await ok<{ items: Mismatch[] }>(
      get(app, 'reconciliationInfo', { id: wechatDay.id }, operator.token),
    );
    const missing = items.find((m) => m.kind === 'missing_here') ?? fail();

    expect(
      await refusal(
        postInEnglish(app, 'mismatchResolve', { id: missing.id, note: ' ' }, operator.token),
      ),
    ).toBe('Resolution note is required and at most 500 characters');
    expect(
      await refusal(
        postInEnglish(app, 'mismatchResolve', { id: 999_999, note: 'x' }, operator.token),
      ),
    ).toBe('This mismatch does not exist');

    const note = 'A test payment from the merchant platform; refunded there';
    const resolved = await ok<Mismatch>(
      post(app, 'mismatchResolve', { id: missing.id, note }, operator.token),
    );
    expect(resolved).toMatchObject({ id: missing.id, note, resolved_by: operator.username });
    expect(
      await refusal(
        postInEnglish(app, 'mismatchResolve', { id: missing.id, note }, operator.token),
      ),
    ).toBe('Someone else has resolved this mismatch meanwhile; reload to see their note');
    const trail = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'payment_mismatch')
      .execute();
    expect(trail).toMatchObject([
      { actor_id: operator.id, action: 'mismatchResolve', target_id: String(missing.id) },
    ]);
    expect(JSON.parse(trail[0]?.changes ?? '{}')).toMatchObject({ after: { note } });

    // Checked again by staff (the bill as it stands now, emptied above): what was resolved stays.
    const again = await ok<Day & { items: Mismatch[] }>(
      post(app, 'reconciliationRun', { gateway: 'wechat', day }, operator.token),
    );
    expect(again.items.find((m) => m.kind === 'missing_here')).toMatchObject({ note });
    const checkedBy = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'payment_reconciliation')
      .execute();
    expect(checkedBy).toMatchObject([
      { actor_id: operator.id, action: 'reconciliationRun', target_id: String(wechatDay.id) },
    ]);
    // The three payments the shop booked that day and the refund, absent from the emptied bill.
    expect(again.items.filter((m) => m.kind === 'missing_there')).toHaveLength(4);
    expect(again).toMatchObject({ status: 'mismatched', mismatches: 5, unresolved: 4 });
  });

  it('refuses a check of today, of a gateway without keys, and says when a bill cannot be read', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const today = new Date(clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(
      await refusal(
        postInEnglish(app, 'reconciliationRun', { gateway: 'wechat', day: today }, operator.token),
      ),
    ).toBe('Only a day before today (Beijing time) can be checked');
    expect(
      await refusal(
        postInEnglish(app, 'reconciliationRun', { gateway: 'sandbox', day }, operator.token),
      ),
    ).toBe('This shop has no keys for that gateway, so its bills cannot be read');
    alipay.failNext({ kind: 'status', status: 502 });
    expect(
      await refusal(
        postInEnglish(app, 'reconciliationRun', { gateway: 'alipay', day }, operator.token),
      ),
    ).toMatch(/cannot be read just now/);
    // The day read before keeps what it found.
    const { list } = await ok<{ list: Day[] }>(
      getInEnglish(app, 'reconciliationList', { gateway: 'alipay' }, operator.token),
    );
    expect(list).toMatchObject([{ status: 'matched', error: null }]);
  });

  it('a day whose bill could not be read is tried again half an hour later', async () => {
    const { app } = ctx();
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    // The morning after the next day, WeChat Pay fails once.
    clock.set(Date.parse(`${next}T10:31:00+08:00`) + 86_400_000);
    const operator = await staffMember(app, 'operator');
    wechat.failNext({ status: 500, code: 'SYSTEM_ERROR' });
    await checkDue(app);
    expect(failures).toEqual(['wechat']);
    const failed = await ok<{ list: Day[] }>(
      get(app, 'reconciliationList', { gateway: 'wechat' }, operator.token),
    );
    expect(failed.list[0]).toMatchObject({ day: next, status: 'failed' });
    expect(failed.list[0]?.error).toMatch(/wechat could not be reached/);

    clock.advance(10 * 60_000);
    await checkDue(app);
    expect(failures).toEqual(['wechat']);
    clock.advance(25 * 60_000);
    await checkDue(app);
    const retried = await ok<{ list: Day[] }>(
      get(app, 'reconciliationList', { gateway: 'wechat' }, operator.token),
    );
    expect(retried.list[0]).toMatchObject({ day: next, status: 'matched', error: null });
  });

  it('lists the payments with their provider numbers and refunds', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const all = await ok<{
      list: Array<{
        order_no: string;
        gateway: string;
        status: string;
        trade_no: string | null;
        refund_no: string | null;
        session_id: string;
      }>;
      total: number;
    }>(get(app, 'paymentList', { status: 'refunded' }, operator.token));
    expect(all.total).toBe(1);
    const [row] = all.list;
    expect(row).toMatchObject({ gateway: 'wechat', status: 'refunded' });
    expect(row?.trade_no).toMatch(/^42000000/);
    expect(row?.refund_no).toBe(refundNumber(row?.session_id ?? ''));
    const found = await ok<{ list: Array<{ session_id: string }> }>(
      get(app, 'paymentList', { q: row?.order_no }, operator.token),
    );
    expect(found.list.map((p) => p.session_id)).toEqual([row?.session_id]);
    const byAlipay = await ok<{ total: number }>(
      get(app, 'paymentList', { gateway: 'alipay' }, operator.token),
    );
    expect(byAlipay.total).toBe(1);
  });
});

function fail(): never {
  throw new Error('expected a value');
}
