import { describe, expect, it } from 'vitest';
import { testClock } from '../../lib/clock';
import { PASSWORD, signUp } from '../../test/accounts';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { staffMember } from '../../test/staff';

const DAY = 86_400_000;
/** 10:00 in Shanghai, Wednesday 15 May 2030. */
const START = Date.parse('2030-05-15T02:00:00Z');

describe.each(databases)('my points, the rank list and the liability panel on %s', (kind) => {
  const clock = testClock(START);
  const ctx = useTestApp(kind, {}, { clock, demo: true });

  function earn(userId: number, amount: number, reason: 'sign_in' | 'game_prize' = 'sign_in') {
    const { app } = ctx();
    return app.db.transaction().execute((trx) =>
      app.services.points.credit(trx, userId, amount, reason, `${reason}:x`, clock.now(), {
        earned: true,
        version: 1,
        expiry: { policy: 'days', days: 20 },
      }),
    );
  }
  function spend(userId: number, amount: number) {
    const { app } = ctx();
    return app.db.transaction().execute((trx) =>
      app.services.points.spend(trx, userId, amount, 'game_cost', 'g', clock.now(), {
        version: 1,
      }),
    );
  }
  const get = (action: string, input: Record<string, unknown>, token?: string) =>
    call(ctx().app, action, { lang: 'en', ...input }, { token });

  describe('pointsAccount', () => {
    it('shows usable and cumulative points, the level with its progress and what expires soon', async () => {
      clock.set(START + 15 * DAY);
      const who = await signUp(ctx().app, 'acct');
      clock.set(START);
      await earn(who.id, 400);
      clock.set(START + 15 * DAY);
      await earn(who.id, 200);
      await spend(who.id, 150);
      const { body } = await get('pointsAccount', {}, who.token);
      expect(body).toMatchObject({ code: 200 });
      expect(body.data).toEqual({
        score: 450,
        score_total: 600,
        level: {
          index: 1,
          threshold: 500,
          name: { 'zh-cn': '进阶藏家', en: 'Collector' },
        },
        next_level: { threshold: 2000, name: { 'zh-cn': '资深藏家', en: 'Senior collector' } },
        // (600 − 500) / (2000 − 500)
        progress: 6.6,
        expiring: [
          // The older lot lost the 150 spent: 250 of it is left, to 4 June.
          { day: '2030-06-04', points: 250 },
          { day: '2030-06-19', points: 200 },
        ],
        expiring_total: 450,
      });
    });

    it('starts a newcomer at the first level with nothing expiring', async () => {
      const who = await signUp(ctx().app, 'acct0');
      const { body } = await get('pointsAccount', {}, who.token);
      expect(body.data).toMatchObject({
        score: 0,
        score_total: 0,
        level: { index: 0, threshold: 0, name: { en: 'Newcomer' } },
        progress: 0,
        expiring: [],
        expiring_total: 0,
      });
    });

    it('refuses a visitor without a token', async () => {
      const { body } = await get('pointsAccount', {});
      expect(body.code).toBe(401);
    });
  });

  describe('pointsLedger', () => {
    it('lists my rows newest first, by shop days and reason, a page at a time', async () => {
      // 23:30 in Shanghai on 1 June, then 00:30 on 2 June.
      clock.set(Date.parse('2030-06-01T15:30:00Z'));
      const who = await signUp(ctx().app, 'ledg');
      const other = await signUp(ctx().app, 'ledgo');
      await earn(who.id, 10);
      await earn(other.id, 99);
      clock.advance(3_600_000);
      await earn(who.id, 20, 'game_prize');
      await spend(who.id, 5);
      await earn(who.id, 30);

      const all = await get('pointsLedger', { page: 1, limit: 2 }, who.token);
      expect(all.body.data).toMatchObject({ total: 4, page: 1, limit: 2 });
      expect(all.body.data.list).toEqual([
        {
          id: expect.any(Number),
          delta: 30,
          balance_after: 55,
          reason: 'sign_in',
          ref: 'sign_in:x',
          config_version: 1,
          created_at: '2030-06-01T16:30:00.000Z',
        },
        expect.objectContaining({ delta: -5, reason: 'game_cost', balance_after: 25 }),
      ]);
      const second = await get('pointsLedger', { page: 2, limit: 2 }, who.token);
      expect(second.body.data.list.map((r: { delta: number }) => r.delta)).toEqual([20, 10]);

      const firstDay = await get(
        'pointsLedger',
        { from: '2030-06-01', to: '2030-06-01' },
        who.token,
      );
      expect(firstDay.body.data.list.map((r: { delta: number }) => r.delta)).toEqual([10]);
      const secondDay = await get('pointsLedger', { from: '2030-06-02' }, who.token);
      expect(secondDay.body.data.list.map((r: { delta: number }) => r.delta)).toEqual([30, -5, 20]);
      const prizes = await get('pointsLedger', { reason: 'game_prize' }, who.token);
      expect(prizes.body.data).toMatchObject({ total: 1, list: [{ delta: 20 }] });
      const none = await get('pointsLedger', { to: '2030-05-31' }, who.token);
      expect(none.body.data).toMatchObject({ total: 0, list: [] });
    });

    it('refuses bad input in both languages, and a visitor', async () => {
      const who = await signUp(ctx().app, 'ledgbad');
      const backwards = await get(
        'pointsLedger',
        { from: '2030-06-02', to: '2030-06-01' },
        who.token,
      );
      expect(backwards.body).toMatchObject({
        code: 100,
        msg: 'The first day cannot be after the last day',
      });
      const zh = await call(
        ctx().app,
        'pointsLedger',
        { lang: 'zh-cn', from: '2030-06-02', to: '2030-06-01' },
        { token: who.token },
      );
      expect(zh.body.msg).toBe('开始日期不能晚于结束日期');
      const badDay = await get('pointsLedger', { from: '2030-02-30' }, who.token);
      expect(badDay.body.code).toBe(100);
      expect(badDay.body.msg).toContain('First day');
      const badReason = await get('pointsLedger', { reason: 'theft' }, who.token);
      expect(badReason.body.code).toBe(100);
      expect(badReason.body.msg).toContain('Reason');
      expect((await get('pointsLedger', {})).body.code).toBe(401);
    });
  });

  describe('rankList', () => {
    it('ranks points earned this week, month and in all, with names but never mobiles', async () => {
      // Monday 3 June 2030, 09:00 in Shanghai: a new week, the same month.
      clock.set(Date.parse('2030-06-03T01:00:00Z'));
      const { app } = ctx();
      const a = await signUp(app, 'ranka');
      const b = await signUp(app, 'rankb');
      await app.db
        .updateTable('users')
        .set({ nickname: `Call ${b.mobile}`, avatar: '/uploads/b.png' })
        .where('id', '=', b.id)
        .execute();
      await earn(a.id, 7000);
      await earn(b.id, 9000);
      await spend(b.id, 8000);

      const week = await get('rankList', { period: 'week' }, a.token);
      expect(week.body.data).toMatchObject({ period: 'week', page: 1, limit: 10 });
      expect(week.body.data.list.slice(0, 2)).toEqual([
        {
          rank: 1,
          nickname: `Call ${b.mobile.slice(0, 3)}****${b.mobile.slice(-4)}`,
          avatar: '/uploads/b.png',
          points: 9000,
        },
        { rank: 2, nickname: a.username, avatar: '', points: 7000 },
      ]);
      expect(week.body.data.me).toEqual({
        rank: 2,
        nickname: a.username,
        avatar: '',
        points: 7000,
      });
      expect(JSON.stringify(week.body)).not.toContain(b.mobile);

      // A visitor sees the list without a place of their own.
      const visitor = await get('rankList', { period: 'month' });
      expect(visitor.body.data.me).toBeNull();
      expect(visitor.body.data.list[0]).toMatchObject({ rank: 1, points: 9000 });

      // Next Monday the week starts empty; the month and all time remember.
      clock.advance(7 * DAY);
      const signedIn = await call(
        app,
        'login',
        { account: a.username, password: PASSWORD },
        { method: 'POST' },
      );
      const token = signedIn.body.data.userinfo.token as string;
      const nextWeek = await get('rankList', { period: 'week' }, token);
      expect(nextWeek.body.data).toMatchObject({ list: [], total: 0, me: null });
      const all = await get('rankList', { period: 'all', limit: 100 }, token);
      expect(all.body.data.me).toMatchObject({ points: 7000 });
    });

    it('shows at most the top 100 and refuses a period it does not know', async () => {
      const beyond = await get('rankList', { period: 'all', page: 11, limit: 10 });
      expect(beyond.body.data.list).toEqual([]);
      expect(beyond.body.data.total).toBeLessThanOrEqual(100);
      const bad = await get('rankList', { period: 'year' });
      expect(bad.body.code).toBe(100);
      expect(bad.body.msg).toContain('Period');
    });
  });

  describe('pointsLiability', () => {
    it('shows what is owed, what expires in 30 days and each day’s points by reason', async () => {
      clock.set(Date.parse('2030-07-01T04:00:00Z'));
      const { app } = ctx();
      const operator = await staffMember(app, 'operator');
      const before = await get('pointsLiability', { from: '2030-07-01' }, operator.token);
      expect(before.body).toMatchObject({ code: 200 });
      const who = await signUp(app, 'liab');
      await earn(who.id, 300);
      await spend(who.id, 100);
      await earn(who.id, 50, 'game_prize');
      const after = await get('pointsLiability', { from: '2030-07-01' }, operator.token);
      expect(after.body.data).toMatchObject({ from: '2030-07-01', to: '2030-07-01' });
      expect(after.body.data.outstanding - before.body.data.outstanding).toBe(250);
      expect(after.body.data.holders - before.body.data.holders).toBe(1);
      // 20-day lots: 300 − 100 spent + 50.
      expect(after.body.data.expiring_30d - before.body.data.expiring_30d).toBe(250);
      const day = (data: { days: Array<{ day: string; reason: string }> }, reason: string) =>
        data.days.find((d) => d.day === '2030-07-01' && d.reason === reason) ?? {
          issued: 0,
          redeemed: 0,
        };
      expect(day(after.body.data, 'sign_in')).toMatchObject({ issued: 300, redeemed: 0 });
      expect(day(after.body.data, 'game_prize')).toMatchObject({ issued: 50, redeemed: 0 });
      expect(day(after.body.data, 'game_cost')).toMatchObject({ issued: 0, redeemed: 100 });
    });

    it('refuses a customer and an editor, a backwards or too long range, and answers an admin', async () => {
      const { app } = ctx();
      const customer = await signUp(app, 'liabc');
      const editor = await staffMember(app, 'editor');
      const admin = await staffMember(app, 'admin');
      for (const token of [customer.token, editor.token]) {
        expect((await get('pointsLiability', {}, token)).body).toMatchObject({
          code: 100,
          msg: 'You have no permission to do this',
        });
      }
      expect((await get('pointsLiability', {})).body.code).toBe(401);
      expect((await get('pointsLiability', {}, admin.token)).body.code).toBe(200);
      expect(
        (await get('pointsLiability', { from: '2030-07-02', to: '2030-07-01' }, admin.token)).body
          .msg,
      ).toBe('The first day cannot be after the last day');
      const long = await call(
        app,
        'pointsLiability',
        { lang: 'zh-cn', from: '2030-01-01', to: '2030-07-01' },
        { token: admin.token },
      );
      expect(long.body.msg).toBe('一次最多查看 92 天');
    });
  });
});
