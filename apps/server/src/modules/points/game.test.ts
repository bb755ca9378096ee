import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../lib/clock';
import { signUp } from '../../test/accounts';
import { databases, useTestApp } from '../../test/build-test-app';
import { get, grantPoints, ok, post, refusal } from '../../test/fixtures/order';
import { playResult } from './game-seeds';
import type { Rules } from './points-config';

interface Play {
  play: { id: number; seed_id: number; nonce: number; client_seed: string; prize: number };
  prize_name: { 'zh-cn': string; en: string };
  score: number;
  plays_today: number;
  plays_left: number;
}
interface Seed {
  id: number;
  commitment: string;
  server_seed: string | null;
  client_seed: string;
  plays: number;
}
interface State {
  seed: Seed;
  plays_today: number;
  plays_left: number;
  budget_left: number;
  recent: Array<{ nonce: number; prize_points: number; prize_name: { en: string } }>;
}
interface Revealed {
  list: Array<
    Seed & {
      plays_list: Array<{
        nonce: number;
        client_seed: string;
        prize: number;
        config_version: number;
      }>;
    }
  >;
  total: number;
  prize_tables: Array<{ version: number; weights: number[] }>;
}

/** 2026-03-10 23:58 in Shanghai: two minutes before the shop's midnight. */
const LATE = Date.parse('2026-03-10T15:58:00Z');
const DAY = 86_400_000;

const STANDARD: Rules<'game'> = {
  cost: 10,
  prizes: [
    { name: { 'zh-cn': '谢谢参与', en: 'Better luck next time' }, points: 0, weight: 40 },
    { name: { 'zh-cn': '5 积分', en: '5 points' }, points: 5, weight: 30 },
    { name: { 'zh-cn': '10 积分', en: '10 points' }, points: 10, weight: 15 },
    { name: { 'zh-cn': '20 积分', en: '20 points' }, points: 20, weight: 10 },
    { name: { 'zh-cn': '50 积分', en: '50 points' }, points: 50, weight: 4 },
    { name: { 'zh-cn': '200 积分', en: '200 points' }, points: 200, weight: 1 },
  ],
  daily_limit: 10,
  daily_budget: 20000,
};

describe.each(databases)('the points game on %s', (kind) => {
  const clock = testClock(LATE);
  const ctx = useTestApp(kind, {}, { clock, demo: true });
  let days = 0;

  /** Each test plays on a day of its own, so the shop's daily budget is its own too. */
  function freshDay(): number {
    days += 1;
    const start = Date.parse('2026-04-01T04:00:00Z') + days * DAY;
    clock.set(start);
    return start;
  }

  async function rules(next: Partial<Rules<'game'>> = {}) {
    const { app } = ctx();
    await app.db
      .transaction()
      .execute((trx) =>
        app.services.pointsConfig.save(trx, 'game', { ...STANDARD, ...next }, null, clock.now()),
      );
  }

  async function player(app: FastifyInstance, tag: string, points: number) {
    const user = await signUp(app, tag);
    if (points > 0) await grantPoints(app, user.id, points);
    return user;
  }

  const play = (app: FastifyInstance, token: string, input: Record<string, unknown> = {}) =>
    post(app, 'scoreGame', input, token);

  async function balance(app: FastifyInstance, token: string): Promise<number> {
    return (await ok<{ score: number }>(get(app, 'userInfo', {}, token))).score;
  }

  it('shows a new customer the commitment before any play, and the day’s limits', async () => {
    const { app } = ctx();
    freshDay();
    await rules();
    const who = await player(app, 'g_state', 0);
    const state = await ok<State>(get(app, 'gameState', {}, who.token));
    expect(state.seed.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(state.seed.server_seed).toBeNull();
    expect(state.seed.client_seed).toMatch(/^[0-9a-f]{16}$/);
    expect(state).toMatchObject({ plays_today: 0, plays_left: 10, budget_left: 20000, recent: [] });
    // Reading again shows the same commitment: a seed lasts the day.
    const again = await ok<State>(get(app, 'gameState', {}, who.token));
    expect(again.seed.commitment).toBe(state.seed.commitment);
  });

  it('takes the cost and credits the prize in one play, with both in the ledger', async () => {
    const { app } = ctx();
    freshDay();
    await rules();
    const who = await player(app, 'g_play', 100);
    const first = await ok<Play>(play(app, who.token, { client_seed: 'my-lucky-seed' }));
    const won = STANDARD.prizes[first.play.prize]!.points;
    expect(first.score).toBe(100 - 10 + won);
    expect(first.prize_name).toEqual(STANDARD.prizes[first.play.prize]!.name);
    expect(first).toMatchObject({ plays_today: 1, plays_left: 9 });
    expect(first.play).toMatchObject({ nonce: 0, client_seed: 'my-lucky-seed', cost: 10 });
    expect(await balance(app, who.token)).toBe(first.score);

    // The client seed is kept for the next play; the play number goes on.
    const second = await ok<Play>(play(app, who.token));
    expect(second.play).toMatchObject({ nonce: 1, client_seed: 'my-lucky-seed' });
    const ledger = await app.db
      .selectFrom('points_ledger')
      .select(['delta', 'reason', 'config_version'])
      .where('user_id', '=', who.id)
      .where('reason', 'in', ['game_cost', 'game_prize'])
      .orderBy('id')
      .execute();
    const version = ledger[0]!.config_version;
    expect(version).toBeGreaterThan(1);
    const expected = [first, second].flatMap((p) => {
      const points = STANDARD.prizes[p.play.prize]!.points;
      const cost = { delta: -10, reason: 'game_cost', config_version: version };
      return points > 0
        ? [cost, { delta: points, reason: 'game_prize', config_version: version }]
        : [cost];
    });
    expect(ledger).toEqual(expected);

    const state = await ok<State>(get(app, 'gameState', {}, who.token));
    expect(state.recent.map((r) => r.nonce)).toEqual([1, 0]);
    expect(state.recent[1]!.prize_name.en).toBe(first.prize_name.en);
    expect(state.seed.plays).toBe(2);
  });

  it('reveals the seed on rotation, and every play recomputes from it', async () => {
    const { app } = ctx();
    freshDay();
    await rules();
    const who = await player(app, 'g_verify', 500);
    const before = await ok<State>(get(app, 'gameState', {}, who.token));
    const plays: Play[] = [];
    for (let i = 0; i < 6; i += 1) {
      plays.push(await ok<Play>(play(app, who.token, i === 3 ? { client_seed: 'switch' } : {})));
    }
    const rotated = await ok<{ revealed: Seed; current: Seed }>(
      post(app, 'gameSeedRotate', { client_seed: 'fresh' }, who.token),
    );
    expect(rotated.revealed.id).toBe(before.seed.id);
    expect(rotated.revealed.plays).toBe(6);
    const seed = rotated.revealed.server_seed!;
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(
      before.seed.commitment,
    );
    expect(rotated.current).toMatchObject({ server_seed: null, plays: 0, client_seed: 'fresh' });
    expect(rotated.current.commitment).not.toBe(before.seed.commitment);

    const listed = await ok<Revealed>(get(app, 'gameSeeds', {}, who.token));
    expect(listed.total).toBe(1);
    const [revealed] = listed.list;
    expect(revealed!.plays_list.map((p) => p.client_seed)).toEqual([
      ...Array<string>(3).fill(plays[0]!.play.client_seed),
      'switch',
      'switch',
      'switch',
    ]);
    for (const p of revealed!.plays_list) {
      const table = listed.prize_tables.find((t) => t.version === p.config_version)!;
      expect(playResult(seed, p.client_seed, p.nonce, table.weights)).toBe(p.prize);
    }
    expect(revealed!.plays_list.map((p) => p.prize)).toEqual(plays.map((p) => p.play.prize));

    // Another customer sees none of it.
    const other = await player(app, 'g_other', 0);
    expect(await ok<Revealed>(get(app, 'gameSeeds', {}, other.token))).toMatchObject({
      list: [],
      total: 0,
    });
  });

  it('rotates the seed and resets the limit when the shop’s day turns at midnight', async () => {
    const { app } = ctx();
    clock.set(LATE);
    await rules({ daily_limit: 2, daily_budget: 20000 });
    const who = await player(app, 'g_night', 100);
    const yesterday = await ok<State>(get(app, 'gameState', {}, who.token));
    await ok(play(app, who.token));
    await ok(play(app, who.token));
    expect(await refusal(play(app, who.token, { lang: 'en' }))).toBe(
      'You have used all 2 of today’s plays; come back tomorrow',
    );
    expect(await refusal(play(app, who.token))).toBe('今天的 2 次游戏机会已用完，明天再来吧');

    clock.advance(3 * 60_000); // 00:01 in Shanghai, still 16:01 the day before in UTC
    const today = await ok<State>(get(app, 'gameState', {}, who.token));
    expect(today).toMatchObject({ plays_today: 0, plays_left: 2 });
    expect(today.seed.id).not.toBe(yesterday.seed.id);
    expect(today.seed.client_seed).toBe(yesterday.seed.client_seed);
    const listed = await ok<Revealed>(get(app, 'gameSeeds', {}, who.token));
    expect(listed.list.map((s) => [s.id, s.plays])).toEqual([[yesterday.seed.id, 2]]);
    const next = await ok<Play>(play(app, who.token));
    expect(next.play).toMatchObject({ seed_id: today.seed.id, nonce: 0 });
  });

  it('refuses without a session, with a bad client seed, and without the points', async () => {
    const { app } = ctx();
    freshDay();
    await rules();
    for (const answer of await Promise.all([
      post(app, 'scoreGame', {}),
      get(app, 'gameState', {}),
      post(app, 'gameSeedRotate', {}),
      get(app, 'gameSeeds', {}),
    ])) {
      expect(answer.body).toMatchObject({ code: 401 });
    }
    const who = await player(app, 'g_refuse', 5);
    expect(await refusal(play(app, who.token, { client_seed: 'has space', lang: 'en' }))).toContain(
      'A client seed has 1-64 visible ASCII characters',
    );
    expect(await refusal(play(app, who.token, { client_seed: 'x'.repeat(65) }))).toContain(
      '客户端种子',
    );
    expect(
      await refusal(post(app, 'gameSeedRotate', { client_seed: '种子' }, who.token)),
    ).toContain('客户端种子');
    expect(await refusal(get(app, 'gameSeeds', { page: 0 }, who.token))).toBeTruthy();
    expect(await refusal(play(app, who.token, { lang: 'en' }))).toBe('Insufficient points');
    expect(await refusal(play(app, who.token))).toBe('积分不足');
    // Nothing was taken and no play was counted.
    expect(await balance(app, who.token)).toBe(5);
    const state = await ok<State>(get(app, 'gameState', {}, who.token));
    expect(state).toMatchObject({ plays_today: 0, recent: [] });
    expect(state.seed.plays).toBe(0);
  });

  it('refuses a play once the day’s pool cannot cover the top prize, taking nothing', async () => {
    const { app } = ctx();
    freshDay();
    const jackpot = { name: { 'zh-cn': '50 积分', en: '50 points' }, points: 50, weight: 1 };
    await rules({ prizes: [jackpot], daily_budget: 120 });
    const who = await player(app, 'g_budget', 100);
    await ok(play(app, who.token));
    await ok(play(app, who.token));
    expect((await ok<State>(get(app, 'gameState', {}, who.token))).budget_left).toBe(20);
    expect(await refusal(play(app, who.token, { lang: 'en' }))).toBe(
      'Today’s prize pool has been given out; nothing was taken. Come back tomorrow',
    );
    expect(await balance(app, who.token)).toBe(100 - 20 + 100);
    expect((await ok<State>(get(app, 'gameState', {}, who.token))).plays_today).toBe(2);
  });

  describe('under concurrency', () => {
    const nothing = { name: { 'zh-cn': '谢谢参与', en: 'Nothing' }, points: 0, weight: 1 };

    it('never takes a balance below zero: 20 plays at once with points for 5', async () => {
      const { app } = ctx();
      freshDay();
      await rules({ prizes: [nothing], daily_limit: 50 });
      const who = await player(app, 'g_race_pts', 50);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => play(app, who.token, { lang: 'en' })),
      );
      const played = answers.filter((a) => a.body.code === 200);
      expect(played).toHaveLength(5);
      expect(answers.filter((a) => a.body.msg === 'Insufficient points')).toHaveLength(15);
      expect(await balance(app, who.token)).toBe(0);
      const state = await ok<State>(get(app, 'gameState', {}, who.token));
      expect(state.plays_today).toBe(5);
      expect(state.seed.plays).toBe(5);
      const nonces = played.map((a) => (a.body.data as Play).play.nonce).sort((a, b) => a - b);
      expect(nonces).toEqual([0, 1, 2, 3, 4]);
    });

    it('holds the daily limit: 20 plays at once with a limit of 10', async () => {
      const { app } = ctx();
      freshDay();
      await rules({ prizes: [nothing], daily_limit: 10 });
      const who = await player(app, 'g_race_lim', 1000);
      const answers = await Promise.all(Array.from({ length: 20 }, () => play(app, who.token)));
      expect(answers.filter((a) => a.body.code === 200)).toHaveLength(10);
      expect(answers.filter((a) => a.body.code === 100)).toHaveLength(10);
      expect(await balance(app, who.token)).toBe(900);
    });

    it('keeps every play under the seed it was numbered by when a rotation races the plays', async () => {
      const { app } = ctx();
      freshDay();
      await rules({ daily_limit: 50 });
      const who = await player(app, 'g_race_rot', 1000);
      await ok(get(app, 'gameState', {}, who.token));
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, () => play(app, who.token)),
        post(app, 'gameSeedRotate', {}, who.token),
        ...Array.from({ length: 8 }, () => play(app, who.token)),
      ]);
      expect(answers.every((a) => a.body.code === 200)).toBe(true);
      await ok(post(app, 'gameSeedRotate', {}, who.token));
      const listed = await ok<Revealed>(get(app, 'gameSeeds', {}, who.token));
      expect(listed.total).toBe(2);
      // Each revealed seed holds the plays it counted, numbered 0, 1, 2 … and each recomputes.
      for (const seed of listed.list) {
        expect(seed.plays_list.map((p) => p.nonce)).toEqual([...Array(seed.plays).keys()]);
        const weights = listed.prize_tables[0]!.weights;
        for (const p of seed.plays_list) {
          expect(playResult(seed.server_seed!, p.client_seed, p.nonce, weights)).toBe(p.prize);
        }
      }
      expect(listed.list.reduce((sum, seed) => sum + seed.plays, 0)).toBe(16);
    });

    it('holds the payout budget across customers playing at once', async () => {
      const { app } = ctx();
      freshDay();
      const jackpot = { name: { 'zh-cn': '50 积分', en: '50 points' }, points: 50, weight: 1 };
      await rules({ prizes: [jackpot], daily_budget: 420 });
      const players = await Promise.all(
        Array.from({ length: 5 }, (_, i) => player(app, `g_race_bud${i}`, 100)),
      );
      const answers = await Promise.all(
        players.flatMap((who) => Array.from({ length: 4 }, () => play(app, who.token))),
      );
      // 420 covers eight prizes of 50 (400) and then no ninth: the budget is never overrun.
      expect(answers.filter((a) => a.body.code === 200)).toHaveLength(8);
      const day = await currentDay(app);
      const paid = await app.db
        .selectFrom('game_budget_shards')
        .select((eb) => eb.fn.sum<number>('paid').as('paid'))
        .where('day', '=', day)
        .executeTakeFirstOrThrow();
      expect(Number(paid.paid)).toBe(400);
      const won = await app.db
        .selectFrom('game_plays')
        .select((eb) => eb.fn.sum<number>('prize_points').as('sum'))
        .where('day', '=', day)
        .executeTakeFirstOrThrow();
      expect(Number(won.sum)).toBe(400);
    });
    it('pays exactly the budget when many plays at once land on rows of their own', async () => {
      const { app } = ctx();
      freshDay();
      const jackpot = { name: { 'zh-cn': '50 积分', en: '50 points' }, points: 50, weight: 1 };
      await rules({ prizes: [jackpot], daily_limit: 50, daily_budget: 2_000 });
      const players = await Promise.all(
        Array.from({ length: 10 }, (_, i) => player(app, `g_race_rows${i}`, 1_000)),
      );
      const answers = await Promise.all(
        players.flatMap((who) =>
          Array.from({ length: 6 }, () => play(app, who.token, { lang: 'en' })),
        ),
      );
      // 2,000 pays forty prizes of 50, however the plays were spread.
      expect(answers.filter((a) => a.body.code === 200)).toHaveLength(40);
      const refused = answers.filter((a) => a.body.code !== 200).map((a) => a.body.msg);
      expect(new Set(refused)).toEqual(
        new Set(['Today’s prize pool has been given out; nothing was taken. Come back tomorrow']),
      );
      const state = await ok<State>(get(app, 'gameState', {}, players[0]!.token));
      expect(state.budget_left).toBe(0);
    });
  });

  it('follows a budget changed during the day: lowered, it refuses at once; raised, it pays again', async () => {
    const { app } = ctx();
    freshDay();
    const jackpot = { name: { 'zh-cn': '50 积分', en: '50 points' }, points: 50, weight: 1 };
    await rules({ prizes: [jackpot], daily_budget: 5_000 });
    const who = await player(app, 'g_budget_moved', 1_000);
    for (let i = 0; i < 3; i += 1) await ok(play(app, who.token));
    // 150 paid: a budget of 190 cannot cover another 50.
    await rules({ prizes: [jackpot], daily_budget: 190 });
    expect((await ok<State>(get(app, 'gameState', {}, who.token))).budget_left).toBe(40);
    expect(await refusal(play(app, who.token, { lang: 'en' }))).toBe(
      'Today’s prize pool has been given out; nothing was taken. Come back tomorrow',
    );
    await rules({ prizes: [jackpot], daily_budget: 250 });
    await ok(play(app, who.token));
    await ok(play(app, who.token));
    expect(await refusal(play(app, who.token, { lang: 'en' }))).toMatch(/prize pool/);
    expect((await ok<State>(get(app, 'gameState', {}, who.token))).budget_left).toBe(0);
  });

  async function currentDay(app: FastifyInstance) {
    const zone = (await app.services.settings.shop()).time_zone;
    return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(clock.now());
  }
});
