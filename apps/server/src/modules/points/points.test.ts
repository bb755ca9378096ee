import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { signUp } from '../../test/accounts';
import { call, databases, useTestApp } from '../../test/build-test-app';

describe.each(databases)('the points ledger on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });

  /** A new customer holding `points`, given as an opening balance. */
  async function customer(tag: string, points: number) {
    const { app } = ctx();
    const user = await signUp(app, tag);
    await app.db.transaction().execute((trx) =>
      app.services.points.credit(trx, user.id, points, 'opening', '', Date.now(), {
        earned: false,
      }),
    );
    return user;
  }

  async function ledger(userId: number) {
    return ctx()
      .app.db.selectFrom('points_ledger')
      .select(['delta', 'balance_after', 'reason', 'ref'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  async function shown(token: string) {
    const res = await call(ctx().app, 'userInfo', {}, { token });
    return { score: res.body.data.score, score_total: res.body.data.score_total };
  }

  function spend(userId: number, amount: number, ref: string) {
    const { app } = ctx();
    return app.db
      .transaction()
      .execute((trx) =>
        app.services.points.spend(trx, userId, amount, 'order_pay', ref, Date.now()),
      );
  }

  it('spends points, answering the new balance and writing it in the ledger', async () => {
    const user = await customer('pts_spend', 500);
    expect(await spend(user.id, 120, 'A100')).toBe(380);
    expect(await ctx().app.services.points.balance(user.id)).toBe(380);
    expect(await shown(user.token)).toEqual({ score: 380, score_total: 0 });
    expect(await ledger(user.id)).toEqual([
      { delta: 500, balance_after: 500, reason: 'opening', ref: '' },
      { delta: -120, balance_after: 380, reason: 'order_pay', ref: 'A100' },
    ]);
  });

  it('refuses to spend more than the balance, changing nothing', async () => {
    const user = await customer('pts_short', 99);
    const refused = await spend(user.id, 100, 'A101').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).key).toBe('insufficientPoints');
    expect(await shown(user.token)).toEqual({ score: 99, score_total: 0 });
    expect(await ledger(user.id)).toHaveLength(1);
    // Exactly the balance is fine and leaves zero.
    expect(await spend(user.id, 99, 'A102')).toBe(0);
  });

  it('lets exactly one of two concurrent spends through when both do not fit', async () => {
    const user = await customer('pts_race', 100);
    const results = await Promise.allSettled([spend(user.id, 70, 'R1'), spend(user.id, 70, 'R2')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toEqual([
      { status: 'fulfilled', value: 30 },
    ]);
    const rejected = results.find((r) => r.status === 'rejected');
    expect((rejected as PromiseRejectedResult).reason).toMatchObject({ key: 'insufficientPoints' });
    expect(await shown(user.token)).toEqual({ score: 30, score_total: 0 });
    const rows = await ledger(user.id);
    expect(rows.reduce((sum, r) => sum + r.delta, 0)).toBe(30);
    expect(rows.at(-1)).toMatchObject({ delta: -70, balance_after: 30 });
  });

  it('never goes below zero under twenty concurrent spends, and the ledger adds up', async () => {
    const user = await customer('pts_burst', 1000);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => spend(user.id, 150, `B${i}`)),
    );
    const paid = results.filter((r) => r.status === 'fulfilled');
    expect(paid).toHaveLength(6);
    expect(await ctx().app.services.points.balance(user.id)).toBe(100);
    const rows = await ledger(user.id);
    expect(rows).toHaveLength(7);
    expect(rows.reduce((sum, r) => sum + r.delta, 0)).toBe(100);
    expect(rows.every((r) => r.balance_after >= 0)).toBe(true);
    // Each row's balance follows from the one before, in the order they were written.
    for (let i = 1; i < rows.length; i += 1) {
      expect(rows[i]!.balance_after).toBe(rows[i - 1]!.balance_after + rows[i]!.delta);
    }
  });

  it('undoes a spend with the transaction it was part of', async () => {
    const user = await customer('pts_rollback', 300);
    const { app } = ctx();
    await expect(
      app.db.transaction().execute(async (trx) => {
        await app.services.points.spend(trx, user.id, 200, 'order_pay', 'C1', Date.now());
        throw new Error('the order failed later');
      }),
    ).rejects.toThrow('the order failed later');
    expect(await shown(user.token)).toEqual({ score: 300, score_total: 0 });
    expect(await ledger(user.id)).toHaveLength(1);
  });

  it('raises the cumulative total for earned points but not for a refund', async () => {
    const user = await customer('pts_credit', 0);
    const { app } = ctx();
    const now = Date.now();
    const earned = await app.db
      .transaction()
      .execute((trx) =>
        app.services.points.credit(trx, user.id, 250, 'order_earn', 'E1', now, { earned: true }),
      );
    expect(earned).toBe(250);
    expect(await shown(user.token)).toEqual({ score: 250, score_total: 250 });
    await spend(user.id, 200, 'E2');
    const refunded = await app.db.transaction().execute((trx) =>
      app.services.points.credit(trx, user.id, 200, 'order_refund', 'E2', now, {
        earned: false,
      }),
    );
    expect(refunded).toBe(250);
    expect(await shown(user.token)).toEqual({ score: 250, score_total: 250 });
    expect(await ledger(user.id)).toEqual([
      { delta: 250, balance_after: 250, reason: 'order_earn', ref: 'E1' },
      { delta: -200, balance_after: 50, reason: 'order_pay', ref: 'E2' },
      { delta: 200, balance_after: 250, reason: 'order_refund', ref: 'E2' },
    ]);
  });

  it('gives the demo customer a history ending at 5000 points, some expiring soon', async () => {
    const { app } = ctx();
    const demo = await app.db
      .selectFrom('users')
      .select(['id', 'score'])
      .where('username', '=', 'demo')
      .executeTakeFirstOrThrow();
    const rows = await ledger(demo.id);
    expect(rows[0]).toMatchObject({ reason: 'opening' });
    expect(rows.at(-1)).toMatchObject({ balance_after: 5000 });
    expect(demo.score).toBe(5000);
    for (const reason of ['sign_in', 'order_earn', 'game_cost', 'game_prize', 'order_pay'])
      expect(rows.map((r) => r.reason)).toContain(reason);
    for (let i = 1; i < rows.length; i += 1) {
      expect(rows[i]!.balance_after).toBe(rows[i - 1]!.balance_after + rows[i]!.delta);
    }
    const login = await call(
      app,
      'login',
      { account: 'demo', password: 'Demo@12345' },
      { method: 'POST' },
    );
    const token = login.body.data.userinfo.token as string;
    const account = await call(app, 'pointsAccount', {}, { token });
    expect(account.body.data.score).toBe(5000);
    expect(account.body.data.expiring_total).toBeGreaterThan(0);
    for (const period of ['week', 'month', 'all']) {
      const list = await call(app, 'rankList', { period }, { token });
      expect(list.body.data.list.length, period).toBeGreaterThan(3);
      expect(list.body.data.me, period).not.toBeNull();
    }
  });
});
