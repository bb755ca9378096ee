import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../lib/clock';
import { PASSWORD, signUp } from '../../test/accounts';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { get, ok, pointsOf, post, refusal } from '../../test/fixtures/order';
import type { Rules } from './points-config';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** 5 points a day; on the 3rd day of a 7-day cycle 5 more, on the 7th 20 more. */
const rules: Rules<'score'> = {
  sign_points: 5,
  streak: {
    cycle_days: 7,
    bonuses: [
      { day: 3, points: 5 },
      { day: 7, points: 20 },
    ],
  },
  earn_points_per_yuan: null,
  expiry: { policy: 'days', days: 365 },
  levels: [{ threshold: 0, name: { 'zh-cn': '新晋藏家', en: 'Newcomer' } }],
};

interface Signed {
  day: string;
  points: number;
  streak: number;
  tomorrow_points: number;
  score: number;
}

interface Calendar {
  month: string;
  today: string;
  signed_today: boolean;
  streak: number;
  today_points: number;
  tomorrow_points: number;
  days: Array<{ day: string; points: number }>;
}

async function useRules(app: FastifyInstance): Promise<number> {
  const { after } = await app.db
    .transaction()
    .execute((trx) => app.services.pointsConfig.save(trx, 'score', rules, null, app.clock.now()));
  return after.version;
}

describe.each(databases)('the daily sign-in on %s', (kind) => {
  // 23:59 on 29 January in Shanghai (UTC+8).
  const clock = testClock(Date.parse('2030-01-29T15:59:00Z'));
  const ctx = useTestApp(kind, {}, { demo: true, clock });

  const sign = (token: string, lang = 'en') => post(ctx().app, 'sign', { lang }, token);
  const calendar = (token: string, month?: string) =>
    ok<Calendar>(get(ctx().app, 'signCalendar', month ? { month } : {}, token));

  it('rewards twenty parallel sign-ins of one customer exactly once', async () => {
    const { app } = ctx();
    const version = await useRules(app);
    clock.set(Date.parse('2030-03-10T04:00:00Z'));
    const who = await signUp(app, 'signpar');
    const answers = await Promise.all(Array.from({ length: 20 }, () => sign(who.token)));
    const rewarded = answers.filter((res) => res.body.code === 200);
    const refused = answers.filter((res) => res.body.code === 100);
    expect(rewarded).toHaveLength(1);
    expect(rewarded[0]?.body.data).toEqual({
      day: '2030-03-10',
      points: 5,
      streak: 1,
      tomorrow_points: 5,
      score: 5,
    });
    expect(refused).toHaveLength(19);
    for (const res of refused) expect(res.body.msg).toBe('Already signed in today');
    expect(await pointsOf(app, who.id)).toEqual({ score: 5, score_total: 5 });
    const ledger = await app.db
      .selectFrom('points_ledger')
      .select(['delta', 'balance_after', 'reason', 'ref', 'config_version'])
      .where('user_id', '=', who.id)
      .execute();
    expect(ledger).toEqual([
      { delta: 5, balance_after: 5, reason: 'sign_in', ref: '2030-03-10', config_version: version },
    ]);
    expect(await refusal(sign(who.token, 'zh-cn'))).toBe('今天已签到');
  });

  it('counts days in the shop’s time zone across midnight and month end, through the streak cycle; a missed day restarts it', async () => {
    const { app } = ctx();
    await useRules(app);
    clock.set(Date.parse('2030-01-29T15:59:00Z'));
    const who = await signUp(app, 'signrun');
    // Sessions end as the days pass: each day's visit signs in afresh.
    const visit = async () => {
      const login = await ok<{ userinfo: { token: string } }>(
        post(app, 'login', { account: who.username, password: PASSWORD }),
      );
      return login.userinfo.token;
    };
    const signed = async () => ok<Signed>(sign(await visit()));

    expect(await calendar(await visit())).toEqual({
      month: '2030-01',
      today: '2030-01-29',
      signed_today: false,
      streak: 0,
      today_points: 5,
      tomorrow_points: 5,
      days: [],
    });
    expect(await signed()).toMatchObject({ day: '2030-01-29', points: 5, streak: 1 });
    // Two minutes later it is the 30th in Shanghai (still the 29th in UTC): a new day.
    clock.advance(2 * MINUTE);
    expect(await signed()).toMatchObject({
      day: '2030-01-30',
      points: 5,
      streak: 2,
      tomorrow_points: 10,
    });
    clock.advance(DAY);
    expect(await signed()).toMatchObject({ day: '2030-01-31', points: 10, streak: 3 });
    expect(await calendar(await visit())).toEqual({
      month: '2030-01',
      today: '2030-01-31',
      signed_today: true,
      streak: 3,
      today_points: 10,
      tomorrow_points: 5,
      days: [
        { day: '2030-01-29', points: 5 },
        { day: '2030-01-30', points: 5 },
        { day: '2030-01-31', points: 10 },
      ],
    });

    // Over the month's end the streak goes on; February starts an empty calendar.
    clock.advance(DAY);
    expect(await signed()).toMatchObject({ day: '2030-02-01', points: 5, streak: 4 });
    expect((await calendar(await visit())).days).toEqual([{ day: '2030-02-01', points: 5 }]);
    expect((await calendar(await visit(), '2030-01')).days).toHaveLength(3);
    for (const [day, points] of [
      ['2030-02-02', 5],
      ['2030-02-03', 5],
      ['2030-02-04', 25],
    ] as const) {
      clock.advance(DAY);
      expect(await signed()).toMatchObject({ day, points });
    }
    // The cycle starts again on the 8th day.
    clock.advance(DAY);
    expect(await signed()).toMatchObject({
      day: '2030-02-05',
      points: 5,
      streak: 8,
      tomorrow_points: 5,
    });
    clock.advance(DAY);
    expect(await signed()).toMatchObject({ streak: 9, points: 5, tomorrow_points: 10 });

    // 7 February missed: on the 8th the streak has lapsed and starts again.
    clock.advance(2 * DAY);
    expect(await calendar(await visit())).toMatchObject({
      today: '2030-02-08',
      signed_today: false,
      streak: 0,
      today_points: 5,
    });
    expect(await signed()).toMatchObject({ day: '2030-02-08', points: 5, streak: 1 });
    const total = 5 + 5 + 10 + 5 + 5 + 5 + 25 + 5 + 5 + 5;
    expect(await pointsOf(app, who.id)).toEqual({ score: total, score_total: total });
  });

  it('refuses without a token and a bad month, and shows each customer only their own days', async () => {
    const { app } = ctx();
    expect((await call(app, 'sign', {}, { method: 'POST' })).body.code).toBe(401);
    expect((await call(app, 'signCalendar', {}, { method: 'GET' })).body.code).toBe(401);
    const one = await signUp(app, 'signone');
    const other = await signUp(app, 'signoth');
    expect(
      await refusal(get(app, 'signCalendar', { month: '2030-13', lang: 'en' }, one.token)),
    ).toBe('Month must be a valid month written YYYY-MM');
    await ok(sign(one.token));
    expect((await calendar(one.token)).signed_today).toBe(true);
    expect(await calendar(other.token)).toMatchObject({ signed_today: false, days: [] });
  });
});

describe.each(databases)('the daily sign-in in another shop time zone on %s', (kind) => {
  const clock = testClock(Date.parse('2030-04-01T23:30:00Z'));
  const ctx = useTestApp(kind, {}, { demo: true, clock });

  it('counts days where the shop says, not in Shanghai', async () => {
    const { app } = ctx();
    await useRules(app);
    const { version: _, ...shop } = await app.services.settings.shop();
    await app.services.settings.set('shop', { ...shop, time_zone: 'UTC' });
    const who = await signUp(app, 'signutc');
    // 07:30 on 2 April in Shanghai, still 1 April in the shop's zone.
    expect(await ok<Signed>(post(app, 'sign', {}, who.token))).toMatchObject({
      day: '2030-04-01',
    });
    clock.advance(31 * MINUTE);
    expect(await ok<Signed>(post(app, 'sign', {}, who.token))).toMatchObject({
      day: '2030-04-02',
      streak: 2,
    });
  });
});
