import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { testClock } from '../../lib/clock';
import { signUp } from '../../test/accounts';
import { databases, useTestApp } from '../../test/build-test-app';
import { rankBoard, type RankBoard } from './rank-board';
import { mondayOf, periodKey } from './rank-periods';

const redisUrl = process.env.TEST_REDIS_URL;
/** Sunday 23:30 in Shanghai: the last half hour of a week. */
const SUNDAY_NIGHT = Date.parse('2030-03-31T15:30:00Z');

describe('rank periods', () => {
  it('start weeks on Monday and count them in the shop’s time zone', () => {
    expect(mondayOf('2030-03-31')).toBe('2030-03-25');
    expect(mondayOf('2030-04-01')).toBe('2030-04-01');
    expect(periodKey('week', SUNDAY_NIGHT, 'Asia/Shanghai')).toBe('week:2030-03-25');
    // The same instant is already Monday 1 April at 00:30 in Tokyo … and still March in UTC.
    expect(periodKey('week', SUNDAY_NIGHT + 3_600_000, 'Asia/Tokyo')).toBe('week:2030-04-01');
    expect(periodKey('month', SUNDAY_NIGHT, 'UTC')).toBe('month:2030-03');
    expect(periodKey('month', SUNDAY_NIGHT + 3_600_000, 'Asia/Shanghai')).toBe('month:2030-04');
    expect(periodKey('all', SUNDAY_NIGHT, 'UTC')).toBe('all');
  });
});

describe.runIf(redisUrl).each(databases)('rank lists in SQL and in Redis on %s', (kind) => {
  const clock = testClock(SUNDAY_NIGHT);
  const prefix = `atelier-test-rank-${Date.now()}-${process.pid}-${kind}:`;
  const ctx = useTestApp(
    kind,
    { REDIS_URL: redisUrl ?? '', REDIS_PREFIX: prefix },
    { clock, demo: true },
  );
  const clients: Redis[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit().catch(() => undefined)));
    const cleaner = new Redis(redisUrl ?? '');
    const keys = await cleaner.keys(`${prefix}*`);
    if (keys.length > 0) await cleaner.del(...keys);
    await cleaner.quit();
  });

  function board(redis: Redis | null, boardPrefix = prefix) {
    if (redis) clients.push(redis);
    return rankBoard(ctx().app.db, { redis, prefix: boardPrefix, log: ctx().app.log });
  }

  function earn(userId: number, amount: number) {
    const { app } = ctx();
    return app.db.transaction().execute((trx) =>
      app.services.points.credit(trx, userId, amount, 'game_prize', '', clock.now(), {
        earned: true,
        version: 1,
        expiry: { policy: 'never', days: null },
      }),
    );
  }

  async function everything(b: RankBoard, period: string, userIds: number[]) {
    const pages = [];
    for (const [offset, limit] of [
      [0, 3],
      [3, 3],
      [6, 10],
      [0, 100],
      [98, 10],
    ] as const) {
      pages.push(await b.top(period, { offset, limit }));
    }
    const ranks = await Promise.all(userIds.map((id) => b.rankOf(period, id)));
    return { pages, ranks };
  }

  it('answer identically for the same ledger, ties going to whoever got there first', async () => {
    const { app } = ctx();
    expect(app.services.rankBoard.usesRedis).toBe(true);
    const people = [];
    for (let i = 0; i < 8; i += 1) people.push(await signUp(app, `rank${i}`));
    const ids = people.map((p) => p.id);
    // Sunday night: some earn in the old week; after midnight the new week begins.
    await earn(ids[0]!, 50);
    await earn(ids[1]!, 30);
    await earn(ids[2]!, 50);
    clock.advance(3_600_000);
    await earn(ids[3]!, 80);
    await earn(ids[1]!, 20);
    await earn(ids[4]!, 50);
    await earn(ids[5]!, 10);
    await earn(ids[6]!, 50);
    await earn(ids[0]!, 5);

    const sqlOnly = board(null);
    const fresh = board(new Redis(redisUrl ?? ''), `${prefix}fresh:`);
    for (const period of ['all', 'week:2030-03-25', 'week:2030-04-01', 'month:2030-04']) {
      const fromRedis = await everything(app.services.rankBoard, period, ids);
      expect(await everything(sqlOnly, period, ids)).toEqual(fromRedis);
      // A Redis that had not seen these earnings learns them from SQL and agrees.
      expect(await everything(fresh, period, ids)).toEqual(fromRedis);
    }

    const week = await sqlOnly.top('week:2030-04-01', { offset: 0, limit: 10 });
    expect(week.rows).toEqual([
      { user_id: ids[3], total: 80 },
      // Both have 50: 4 got there before 6.
      { user_id: ids[4], total: 50 },
      { user_id: ids[6], total: 50 },
      { user_id: ids[1], total: 20 },
      { user_id: ids[5], total: 10 },
      { user_id: ids[0], total: 5 },
    ]);
    const all = await app.services.rankBoard.top('all', { offset: 0, limit: 100 });
    expect(all.rows.map((row) => row.user_id).filter((id) => ids.includes(id))).toEqual([
      ids[3],
      ids[0],
      ids[2],
      ids[1],
      ids[4],
      ids[6],
      ids[5],
    ]);
    expect(await app.services.rankBoard.rankOf('week:2030-04-01', ids[6]!)).toEqual({
      rank: 3,
      total: 50,
    });
    expect(await app.services.rankBoard.rankOf('week:2030-03-25', ids[3]!)).toBeNull();
  });

  it('answers from SQL when Redis is unreachable, and a write still succeeds', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    down.on('error', () => undefined);
    const broken = board(down, `${prefix}down:`);
    const who = await signUp(ctx().app, 'rankdown');
    const { app } = ctx();
    await app.db
      .transaction()
      .execute((trx) => broken.add(trx, who.id, 7, 999_999_999, clock.now(), 'Asia/Shanghai'));
    expect(await broken.rankOf('all', who.id)).toEqual(await board(null).rankOf('all', who.id));
    expect(await broken.top('all', { offset: 0, limit: 5 })).toEqual(
      await board(null).top('all', { offset: 0, limit: 5 }),
    );
  });

  it('reaches Redis only once the earning has committed, never from one rolled back', async () => {
    const { app } = ctx();
    const who = await signUp(app, 'rankrollback');
    const redis = new Redis(redisUrl ?? '');
    clients.push(redis);
    const inRedis = () => redis.zscore(`${prefix}rank:all`, String(who.id));
    // The list Redis holds is loaded from SQL before the earnings below.
    await app.services.rankBoard.rankOf('all', who.id);

    const refused = await app.db
      .transaction()
      .execute(async (trx) => {
        await app.services.points.credit(trx, who.id, 40, 'game_prize', '', clock.now(), {
          earned: true,
          version: 1,
          expiry: { policy: 'never', days: null },
        });
        // Until the commit, Redis has not heard of it.
        expect(await inRedis()).toBeNull();
        throw new Error('the play is refused after all');
      })
      .catch((err: Error) => err.message);
    expect(refused).toBe('the play is refused after all');
    expect(await inRedis()).toBeNull();
    expect(await app.services.rankBoard.rankOf('all', who.id)).toBeNull();

    await earn(who.id, 25);
    expect(await inRedis()).toBe('25');
    expect(await app.services.rankBoard.rankOf('all', who.id)).toMatchObject({ total: 25 });
  });
});
