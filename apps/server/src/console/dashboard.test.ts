import { describe, expect, it } from 'vitest';
import { testClock } from '../lib/clock';
import { orderStats } from '../modules/order/order-stats';
import { databases, useTestApp } from '../test/build-test-app';
import { staffMember } from '../test/staff';
import {
  get,
  ok,
  payInCash,
  placed,
  post,
  product,
  refusal,
  ship,
  shopper,
} from '../test/fixtures/order';

const MINUTE = 60_000;
/** 2030-03-05 23:59 in Shanghai (15:59 UTC): the last minute of the shop's 5 March. */
const LAST_MINUTE_OF_MARCH_5 = Date.parse('2030-03-05T15:59:00Z');

interface Stats {
  from: string;
  to: string;
  days: Array<Record<string, unknown>>;
  totals: Record<string, unknown>;
  statuses: Array<{ status: string; count: number }>;
  top_by_units: Array<Record<string, unknown>>;
  top_by_revenue: Array<Record<string, unknown>>;
  points: { issued: number; redeemed: number; outstanding: number };
}

describe.each(databases)('dashboard on %s', (kind) => {
  const clock = testClock(Date.parse('2030-03-01T04:00:00Z'));
  const ctx = useTestApp(kind, {}, { demo: true, clock });

  const stats = async (token: string, input: Record<string, unknown>) =>
    ok<Stats>(get(ctx().app, 'dashboardStats', { ...input, lang: 'en' }, token));

  it('counts paid orders per shop day and mall, statuses, top products, customers and points', async () => {
    const { app } = ctx();
    const print = await product(app, { name_en: 'Dash Print', price: 10_000, stock: 50 });
    const sketch = await product(app, { name_en: 'Dash Sketch', price: 5_000, stock: 50 });
    const mug = await product(app, {
      type: 'points',
      name_en: 'Dash Mug',
      score_price: 300,
      stock: 50,
    });

    clock.set(LAST_MINUTE_OF_MARCH_5);
    const operator = await staffMember(app, 'operator');
    const before = await stats(operator.token, { from: '2030-03-05', to: '2030-03-06' });
    const ann = await shopper(app, 'dash', 1000);
    // 5 March: two prints, 200.00 + 12.00 shipping, paid and later shipped.
    const first = await placed(app, ann, print, 2);
    await payInCash(app, ann, first.order_id);
    const admin = await staffMember(app, 'admin');
    await ship(app, admin.token, first.order_id);

    // Two minutes on it is 6 March in Shanghai, still 5 March in UTC.
    clock.advance(2 * MINUTE);
    const bob = await shopper(app, 'dash');
    const second = await placed(app, ann, print, 1);
    await payInCash(app, ann, second.order_id);
    const points = await placed(app, ann, mug, 1);
    await ok(post(app, 'orderPay', { order_id: points.order_id, method: 'score' }, ann.token));
    await placed(app, bob, print, 1); // never paid
    const refunded = await placed(app, bob, sketch, 1);
    await payInCash(app, bob, refunded.order_id);
    await ok(post(app, 'orderCancel', { id: refunded.order_id }, bob.token));

    const both = await stats(operator.token, { from: '2030-03-05', to: '2030-03-06' });
    expect(both.days).toEqual([
      {
        day: '2030-03-05',
        art_orders: 1,
        art_amount: '212.00',
        points_orders: 0,
        points_score: 0,
        new_customers: 1,
      },
      {
        day: '2030-03-06',
        art_orders: 1,
        art_amount: '112.00',
        points_orders: 1,
        points_score: 300,
        new_customers: 1,
      },
    ]);
    expect(both.totals).toEqual({
      art_orders: 2,
      art_amount: '324.00',
      average_order_value: '162.00',
      points_orders: 1,
      points_score: 300,
      new_customers: 2,
    });
    expect(both.statuses).toEqual([
      { status: 'unpaid', count: 1 },
      { status: 'undelivered', count: 2 },
      { status: 'unreceived', count: 1 },
      { status: 'completed', count: 0 },
      { status: 'canceled', count: 1 },
    ]);
    expect(both.top_by_units).toEqual([
      { product_id: print, name: 'Dash Print', type: 'art', units: 3, amount: '300.00', score: 0 },
      { product_id: mug, name: 'Dash Mug', type: 'points', units: 1, amount: '0.00', score: 300 },
    ]);
    expect(both.top_by_revenue.map((p) => p.name)).toEqual(['Dash Print', 'Dash Mug']);
    expect(both.points).toEqual({
      issued: 1000,
      redeemed: 300,
      outstanding: before.points.outstanding + 700,
    });

    // A range holding the whole of March reads it from the monthly figures: the same products.
    const spring = await stats(operator.token, { from: '2030-02-15', to: '2030-03-31' });
    expect(spring.top_by_units).toEqual(both.top_by_units);
    expect(spring.top_by_revenue).toEqual(both.top_by_revenue);

    // Each day alone: the boundary is midnight in Shanghai, not in UTC.
    const fifth = await stats(operator.token, { from: '2030-03-05', to: '2030-03-05' });
    expect(fifth.totals).toMatchObject({ art_orders: 1, art_amount: '212.00', new_customers: 1 });
    expect(fifth.statuses.find((s) => s.status === 'unreceived')?.count).toBe(1);
    const sixth = await stats(operator.token, { from: '2030-03-06', to: '2030-03-06' });
    expect(sixth.totals).toMatchObject({ art_orders: 1, points_orders: 1, new_customers: 1 });
    expect(sixth.points).toMatchObject({ issued: 0, redeemed: 300 });

    // The last 7 days end today (6 March); days with nothing show zeros.
    const week = await stats(operator.token, { range: '7d' });
    expect(week.from).toBe('2030-02-28');
    expect(week.to).toBe('2030-03-06');
    expect(week.days).toHaveLength(7);
    expect(week.days[0]).toEqual({
      day: '2030-02-28',
      art_orders: 0,
      art_amount: '0.00',
      points_orders: 0,
      points_score: 0,
      new_customers: 0,
    });
    expect(week.totals).toMatchObject({ art_orders: 2, art_amount: '324.00' });

    // A completed order still counts; the receipt moves it between statuses only.
    await ok(post(app, 'receipt', { id: first.order_id }, ann.token));
    const after = await stats(operator.token, { from: '2030-03-05', to: '2030-03-06' });
    expect(after.totals).toEqual(both.totals);
    expect(after.statuses.find((s) => s.status === 'completed')?.count).toBe(1);
    expect(after.statuses.find((s) => s.status === 'unreceived')?.count).toBe(0);
  });

  it('refuses ranges that make no sense, in the asker’s language', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const refused = (input: Record<string, unknown>) =>
      refusal(get(app, 'dashboardStats', { ...input, lang: 'en' }, operator.token));
    expect(await refused({ from: '2030-03-01' })).toBe(
      'Please pick both the first and the last day',
    );
    expect(await refused({ from: '2030-03-05', to: '2030-03-01' })).toBe(
      'The first day cannot be after the last day',
    );
    expect(await refused({ from: '2029-01-01', to: '2030-01-02' })).toBe(
      'A range covers at most 366 days',
    );
    expect(await refused({ range: '7d', from: '2030-03-01', to: '2030-03-02' })).toBe(
      'Please choose either a quick range or picked days, not both',
    );
    expect(await refused({ range: '14d' })).toMatch(/Time range/);
    expect(await refused({ from: '2030-02-30', to: '2030-03-02' })).toMatch(/First day/);
    // A whole leap year is allowed.
    const year = await ok<Stats>(
      get(app, 'dashboardStats', { from: '2028-01-01', to: '2028-12-31' }, operator.token),
    );
    expect(year.days).toHaveLength(366);
  });

  it('gives the same figures before and after the appended figures are folded in, twice at once', async () => {
    const { app } = ctx();
    clock.set(Date.parse('2030-04-10T04:00:00Z'));
    const operator = await staffMember(app, 'operator');
    const frame = await product(app, { name_en: 'Fold Frame', price: 8_000, stock: 50 });
    const cup = await product(app, {
      type: 'points',
      name_en: 'Fold Cup',
      score_price: 200,
      stock: 50,
    });
    const cleo = await shopper(app, 'fold', 1000);
    for (let i = 0; i < 3; i += 1) {
      const order = await placed(app, cleo, frame, 1);
      await payInCash(app, cleo, order.order_id);
    }
    const cups = await placed(app, cleo, cup, 2);
    await ok(post(app, 'orderPay', { order_id: cups.order_id, method: 'score' }, cleo.token));
    await placed(app, cleo, frame, 1); // never paid

    const range = { from: '2030-04-01', to: '2030-04-30' };
    const appended = await stats(operator.token, range);
    expect(appended.totals).toMatchObject({
      art_orders: 3,
      art_amount: '276.00',
      points_orders: 1,
    });
    expect(appended.points).toMatchObject({ issued: 1000, redeemed: 400 });
    const changes = orderStats(app.db);
    const mark = await changes.changes();

    // Two instances' jobs folding at the same moment count each row once.
    await Promise.all([app.services.dashboard.fold(), app.services.dashboard.fold()]);
    const left = async (table: 'order_day_deltas' | 'product_day_deltas' | 'points_hour_deltas') =>
      Number(
        (
          await app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect([await left('order_day_deltas'), await left('product_day_deltas')]).toEqual([0, 0]);
    expect(await left('points_hour_deltas')).toBe(0);
    expect(await stats(operator.token, range)).toEqual(appended);
    // Folding changes no figure, so the dashboard's kept answers stay good …
    expect(await changes.changes()).toBe(mark);
    // … and the next order placed moves the mark, folded or not.
    await placed(app, cleo, frame, 1);
    expect(await changes.changes()).toBe((mark ?? 0) + 1);
    await app.services.dashboard.fold();
    expect(await changes.changes()).toBe((mark ?? 0) + 1);
    expect((await stats(operator.token, range)).statuses).toContainEqual({
      status: 'unpaid',
      count: 2,
    });
  });
});
