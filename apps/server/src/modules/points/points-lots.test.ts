import { describe, expect, it } from 'vitest';
import { testClock } from '../../lib/clock';
import { signUp } from '../../test/accounts';
import { databases, useTestApp } from '../../test/build-test-app';
import { staffMember } from '../../test/staff';
import {
  adminToken,
  ok,
  payInCash,
  placed,
  post,
  product,
  ship,
  shopper,
} from '../../test/fixtures/order';

const DAY = 86_400_000;
/** Noon in Shanghai on 1 March 2030. */
const START = Date.parse('2030-03-01T04:00:00Z');
const TEN_DAYS = { policy: 'days', days: 10 } as const;

describe.each(databases)('points held in lots on %s', (kind) => {
  const clock = testClock(START);
  const ctx = useTestApp(kind, {}, { clock, demo: true });

  function earn(userId: number, amount: number, expiry: typeof TEN_DAYS | null = TEN_DAYS) {
    const { app } = ctx();
    return app.db.transaction().execute((trx) =>
      app.services.points.credit(trx, userId, amount, 'sign_in', '', clock.now(), {
        earned: true,
        version: 1,
        expiry: expiry ?? { policy: 'never', days: null },
      }),
    );
  }
  function spend(userId: number, amount: number, ref = 'S') {
    const { app } = ctx();
    return app.db.transaction().execute((trx) =>
      app.services.points.spend(trx, userId, amount, 'game_cost', ref, clock.now(), {
        version: 1,
      }),
    );
  }
  function refund(userId: number, amount: number, ref = 'S') {
    const { app } = ctx();
    return app.db.transaction().execute((trx) =>
      app.services.points.credit(trx, userId, amount, 'order_refund', ref, clock.now(), {
        earned: false,
      }),
    );
  }
  function settle(userId: number) {
    const { app } = ctx();
    return app.db
      .transaction()
      .execute((trx) => app.services.points.settle(trx, userId, clock.now()));
  }
  async function lots(userId: number) {
    return (
      await ctx()
        .app.db.selectFrom('points_lots')
        .select(['amount', 'remaining', 'expires_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute()
    ).map((lot) => ({
      ...lot,
      expires_at: lot.expires_at === null ? null : new Date(Number(lot.expires_at)).toISOString(),
    }));
  }
  async function user(userId: number) {
    return ctx()
      .app.db.selectFrom('users')
      .select(['score', 'score_total', 'points_unsettled'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  }
  async function holds(userId: number) {
    const [u, l] = await Promise.all([user(userId), lots(userId)]);
    // The invariant every change keeps: usable points = what the lots hold − spends not yet taken.
    expect(u.score).toBe(l.reduce((sum, lot) => sum + lot.remaining, 0) - u.points_unsettled);
    return u.score;
  }
  async function lastRow(userId: number) {
    return ctx()
      .app.db.selectFrom('points_ledger')
      .select(['delta', 'balance_after', 'reason', 'ref', 'config_version'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  }

  it('makes a lot per earning that lasts to the end of the shop day `days` later', async () => {
    clock.set(START);
    const who = await signUp(ctx().app, 'lot_new');
    await earn(who.id, 100);
    await earn(who.id, 30, null);
    expect(await lots(who.id)).toEqual([
      // Earned on 1 March (Shanghai): spendable through 11 March, gone at its midnight.
      { amount: 100, remaining: 100, expires_at: '2030-03-11T16:00:00.000Z' },
      { amount: 30, remaining: 30, expires_at: null },
    ]);
    expect(await user(who.id)).toEqual({ score: 130, score_total: 130, points_unsettled: 0 });
  });

  it('spends the oldest lots first and expires only what is left of a due lot', async () => {
    clock.set(START);
    const who = await signUp(ctx().app, 'lot_old');
    await earn(who.id, 100);
    clock.advance(2 * DAY);
    await earn(who.id, 50);
    await spend(who.id, 120);
    // A spend is one statement; the lots follow when settled.
    expect(await user(who.id)).toMatchObject({ score: 30, points_unsettled: 120 });
    await settle(who.id);
    expect((await lots(who.id)).map((lot) => lot.remaining)).toEqual([0, 30]);
    expect(await holds(who.id)).toBe(30);

    const expire = () => ctx().app.services.points.expireDue(clock.now());
    clock.set(Date.parse('2030-03-11T15:59:59Z'));
    await expire();
    expect(await lastRow(who.id)).toMatchObject({ reason: 'game_cost' });
    clock.set(Date.parse('2030-03-13T16:00:00Z'));
    expect(await expire()).toBeGreaterThanOrEqual(1);
    expect(await lastRow(who.id)).toEqual({
      delta: -30,
      balance_after: 0,
      reason: 'expire',
      ref: '',
      config_version: null,
    });
    expect(await holds(who.id)).toBe(0);
    // Expiring again finds nothing: one row per lot's points.
    await expire();
    expect(await lastRow(who.id)).toMatchObject({ delta: -30, reason: 'expire' });
    expect(await holds(who.id)).toBe(0);
  });

  it('settles spends made since the last settling before expiring', async () => {
    clock.set(START);
    const who = await signUp(ctx().app, 'lot_due');
    await earn(who.id, 100);
    clock.advance(DAY);
    await earn(who.id, 100, null);
    await spend(who.id, 70);
    clock.set(Date.parse('2030-03-12T00:00:00Z'));
    await ctx().app.services.points.expireDue(clock.now());
    // The 70 came out of the older lot: only 30 of it expired, the newer lot is whole.
    expect(await lastRow(who.id)).toMatchObject({ delta: -30, balance_after: 100 });
    expect((await lots(who.id)).map((lot) => lot.remaining)).toEqual([0, 100]);
    expect(await holds(who.id)).toBe(100);
  });

  it('restores a refund into the lots the spend took, or leaves them untouched before settling', async () => {
    clock.set(START);
    const who = await signUp(ctx().app, 'lot_ref');
    await earn(who.id, 100);
    await earn(who.id, 50);
    await spend(who.id, 120, 'R1');
    await refund(who.id, 120, 'R1');
    await settle(who.id);
    expect((await lots(who.id)).map((lot) => lot.remaining)).toEqual([100, 50]);

    await spend(who.id, 120, 'R2');
    await settle(who.id);
    expect((await lots(who.id)).map((lot) => lot.remaining)).toEqual([0, 30]);
    await refund(who.id, 120, 'R2');
    expect(await user(who.id)).toMatchObject({ score: 150, points_unsettled: -120 });
    await settle(who.id);
    // Most recently taken first: the newer lot is filled, then the older one.
    expect((await lots(who.id)).map((lot) => lot.remaining)).toEqual([100, 50]);
    expect(await holds(who.id)).toBe(150);
  });

  it('puts a refund no running lot can hold into a lot that never expires', async () => {
    clock.set(START);
    const who = await signUp(ctx().app, 'lot_gone');
    await earn(who.id, 100);
    await spend(who.id, 100);
    await settle(who.id);
    clock.set(Date.parse('2030-03-20T00:00:00Z'));
    await refund(who.id, 100);
    await settle(who.id);
    expect(await lots(who.id)).toEqual([
      { amount: 100, remaining: 0, expires_at: '2030-03-11T16:00:00.000Z' },
      { amount: 100, remaining: 100, expires_at: null },
    ]);
    await ctx().app.services.points.expireDue(clock.now());
    expect(await lastRow(who.id)).toMatchObject({ reason: 'order_refund' });
    expect(await holds(who.id)).toBe(100);
  });

  it('expires a customer’s due points once when two instances run the job together', async () => {
    clock.set(START);
    const who = await signUp(ctx().app, 'lot_twice');
    await earn(who.id, 80);
    await spend(who.id, 30);
    clock.set(Date.parse('2030-03-12T00:00:00Z'));
    const { points } = ctx().app.services;
    await Promise.all([points.expireDue(clock.now()), points.expireDue(clock.now())]);
    const expired = await ctx()
      .app.db.selectFrom('points_ledger')
      .select(['delta', 'balance_after'])
      .where('user_id', '=', who.id)
      .where('reason', '=', 'expire')
      .execute();
    expect(expired).toEqual([{ delta: -50, balance_after: 0 }]);
    expect(await holds(who.id)).toBe(0);
  });

  it('keeps the invariant through racing spends, refunds, earnings, settling and expiry', async () => {
    clock.set(START);
    const who = await signUp(ctx().app, 'lot_race');
    await earn(who.id, 200);
    const work: Array<Promise<unknown>> = [];
    for (let i = 0; i < 12; i += 1) {
      work.push(spend(who.id, 40, `X${i}`).catch(() => undefined));
      if (i % 3 === 0) work.push(earn(who.id, 25));
      if (i % 4 === 0) work.push(settle(who.id));
      if (i % 5 === 0) work.push(refund(who.id, 10, `X${i}`));
    }
    await Promise.all(work);
    const score = await holds(who.id);
    expect(score).toBeGreaterThanOrEqual(0);
    await settle(who.id);
    expect(await holds(who.id)).toBe(score);
    expect((await user(who.id)).points_unsettled).toBe(0);
    clock.set(Date.parse('2030-04-01T00:00:00Z'));
    await ctx().app.services.points.expireDue(clock.now());
    await holds(who.id);
    expect(
      (await lots(who.id)).filter((lot) => lot.expires_at !== null && lot.remaining > 0),
    ).toEqual([]);
  });

  it('lets a staff grant earn a lot by the rules in force and a deduction spend', async () => {
    clock.set(START);
    const { app } = ctx();
    const who = await signUp(app, 'lot_staff');
    const operator = await staffMember(app, 'operator');
    const adjust = (delta: number) =>
      ok<{ score: number; score_total: number }>(
        post(app, 'pointsAdjust', { id: who.id, delta, reason: 'Goodwill' }, operator.token),
      );
    expect(await adjust(300)).toEqual({ score: 300, score_total: 300 });
    expect(await lots(who.id)).toEqual([
      // The first rules' policy: 365 days.
      { amount: 300, remaining: 300, expires_at: '2031-03-01T16:00:00.000Z' },
    ]);
    expect(await lastRow(who.id)).toMatchObject({ reason: 'staff_adjust', config_version: 1 });
    expect(await adjust(-100)).toEqual({ score: 200, score_total: 300 });
    expect(await holds(who.id)).toBe(200);
  });

  it('credits a completed order’s points under the rules the order was placed with', async () => {
    clock.set(START);
    const { app } = ctx();
    const admin = await adminToken(app);
    const print = await product(app, {
      name_en: 'Lot Print',
      name_zh: '批次版画',
      price: 10_000,
      earn_score: 40,
      stock: 10,
    });
    const rules = await app.services.pointsConfig.current('score');
    const { after } = await app.db
      .transaction()
      .execute((trx) =>
        app.services.pointsConfig.save(
          trx,
          'score',
          { ...rules, expiry: { policy: 'never', days: null } },
          null,
          clock.now(),
        ),
      );

    async function complete(scoreVersion: number | null) {
      const who = await shopper(app, 'lot_order');
      const order = await placed(app, who, print, 1);
      await app.db
        .updateTable('orders')
        .set({ score_version: scoreVersion })
        .where('id', '=', order.order_id)
        .execute();
      await payInCash(app, who, order.order_id);
      await ship(app, admin, order.order_id);
      await ok(post(app, 'receipt', { id: order.order_id }, who.token));
      return who;
    }

    const underFirst = await complete(1);
    expect(await lastRow(underFirst.id)).toMatchObject({
      delta: 40,
      reason: 'order_earn',
      config_version: 1,
    });
    expect((await lots(underFirst.id))[0]).toMatchObject({
      expires_at: '2031-03-01T16:00:00.000Z',
    });

    // An order from before the rules were versioned earns under those in force.
    const unversioned = await complete(null);
    expect(await lastRow(unversioned.id)).toMatchObject({ config_version: after.version });
    expect((await lots(unversioned.id))[0]).toMatchObject({ expires_at: null });
  });
});
