import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { seedDemo } from './demo/demo-seed';
import { get, placed, product, shopper, stockOf } from './test/fixtures/order';
import { rankBoard } from './modules/points/rank-board';
import { databases, freshPostgresDatabase, type TestDatabase } from './test/build-test-app';
import { captureLog } from './test/capture-log';
import { startTestRedis, type TestRedis } from './test/redis-server';

/** Guarded actions (sign-in, codes) per IP and minute, low enough to reach in a test. */
const AUTH_LIMIT = 6;

/**
 * Two instances of the shop on one database and one Redis of the test's own, which the test
 * stops, freezes and brings back: the instances keep serving without it, each on its own, and
 * share limits, cache invalidation and rank lists again once it returns, by themselves.
 */
describe.each(databases)('Redis going away and coming back, on %s', (kind) => {
  let redis: TestRedis;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let database: TestDatabase | undefined;
  let dataDir = '';
  const log = captureLog();
  const prefix = `atelier-outage-${process.pid}-${kind}:`;

  beforeAll(async () => {
    redis = await startTestRedis();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-redis-outage-'));
    database = kind === 'postgres' ? await freshPostgresDatabase({ empty: true }) : undefined;
    const config = (logLevel: string) => {
      const made = loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: logLevel,
        ACCESS_LOG: 'false',
        WEB_DIST: '',
        RATE_LIMIT_MAX: '100000',
        AUTH_RATE_LIMIT_MAX: String(AUTH_LIMIT),
        JOBS_INTERVAL_SECONDS: '0',
        REDIS_URL: redis.url,
        REDIS_PREFIX: prefix,
      });
      if (database) made.database = { kind: 'postgres', url: database.url };
      return made;
    };
    // One after the other: the first migrates and seeds the database both serve.
    a = await buildApp({ ...config('info'), logStream: log.stream });
    await seedDemo(a);
    b = await buildApp(config('silent'));
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis?.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Both instances' connections answer again (they reconnect by themselves). */
  async function untilLive() {
    await expect
      .poll(() => [a.redis?.status, b.redis?.status], { timeout: 10_000 })
      .toEqual(['ready', 'ready']);
  }

  const signIn = (app: FastifyInstance, address: string) =>
    app.inject({
      method: 'POST',
      url: '/api/index/login',
      remoteAddress: address,
      payload: { account: 'nobody_here', password: 'Wrong-pass-1', lang: 'en' },
    });

  const redisLines = () => log.lines.filter((line) => /Redis/.test(line.msg ?? ''));

  /** What the lists show, answered from SQL alone, as the reference. */
  const fromSql = (app: FastifyInstance) =>
    rankBoard(app.db, { redis: null, prefix, log: app.log }).top('all', { offset: 0, limit: 50 });

  async function earn(app: FastifyInstance, userId: number, amount: number) {
    await app.db.transaction().execute((trx) =>
      app.services.points.credit(trx, userId, amount, 'game_prize', '', app.clock.now(), {
        earned: true,
        version: 1,
        expiry: { policy: 'never', days: null },
      }),
    );
  }

  it('with Redis stopped, serves from the database and counts limits per instance, saying so once', async () => {
    await untilLive();
    const print = await product(a, { name_en: 'Outage Print', stock: 40 });
    const who = await shopper(a, `outage${kind}`);
    const stockOnB = async () =>
      ((await get(b, 'productInfo', { id: print, lang: 'en' })).body as { data: { stock: number } })
        .data.stock;
    expect(await stockOnB()).toBe(40);

    await redis.stop();
    await expect
      .poll(() => [a.redis?.status, b.redis?.status], { timeout: 10_000 })
      .not.toContain('ready');

    // An order through A: B, which can no longer hear A's change notices, answers from the
    // database rather than from what it kept.
    await placed(a, who, print, 3);
    expect(await stockOf(a, print)).toEqual({ stock: 37, sales: 3 });
    await expect.poll(stockOnB).toBe(37);

    // The sign-in limit still holds, in each instance's own memory.
    const address = '198.51.100.71';
    for (let i = 0; i < AUTH_LIMIT; i++) expect((await signIn(a, address)).statusCode).toBe(200);
    expect((await signIn(a, address)).statusCode).toBe(429);
    expect((await signIn(b, address)).statusCode).toBe(200);

    // Rank lists answer from SQL, the points earned meanwhile included.
    await earn(a, who.id, 70);
    const lists = await b.services.rankBoard.top('all', { offset: 0, limit: 50 });
    expect(lists).toEqual(await fromSql(b));
    expect(lists.rows).toContainEqual({ user_id: who.id, total: 70 });

    // The outage was logged when it began, not again for each request served since.
    const logged = redisLines().length;
    expect(logged).toBeGreaterThan(0);
    for (let i = 0; i < 10; i++) await signIn(a, `198.51.100.${100 + i}`);
    await get(a, 'productInfo', { id: print, lang: 'en' });
    expect(redisLines()).toHaveLength(logged);
  });

  it('comes back to shared limits, shared change notices and rank lists by itself', async () => {
    await redis.start();
    await untilLive();
    expect(redisLines().some((line) => /reachable again/.test(line.msg ?? ''))).toBe(true);

    // The limit is shared again: half the attempts on each instance reach it on both.
    const address = '198.51.100.72';
    for (let i = 0; i < AUTH_LIMIT; i++)
      expect((await signIn(i % 2 === 0 ? a : b, address)).statusCode).toBe(200);
    expect([(await signIn(a, address)).statusCode, (await signIn(b, address)).statusCode]).toEqual([
      429, 429,
    ]);

    // B keeps answers again (a change made behind the shop's back does not show), and hears
    // A's notice when an order changes the stock.
    const print = await product(a, { name_en: 'Return Print', stock: 20 });
    const who = await shopper(a, `return${kind}`);
    const stockOnB = async () =>
      ((await get(b, 'productInfo', { id: print, lang: 'en' })).body as { data: { stock: number } })
        .data.stock;
    await expect.poll(stockOnB).toBe(20);
    await a.db.updateTable('products').set({ stock: 19 }).where('id', '=', print).execute();
    expect(await stockOnB()).toBe(20);
    await placed(a, who, print, 2);
    await expect.poll(stockOnB).toBe(17);

    // The lists come from Redis again and agree with SQL.
    await earn(a, who.id, 30);
    expect(await b.services.rankBoard.top('all', { offset: 0, limit: 50 })).toEqual(
      await fromSql(b),
    );
    const peek = new Redis(redis.url);
    try {
      expect(Number(await peek.zscore(`${prefix}rank:all`, String(who.id)))).toBe(30);
    } finally {
      peek.disconnect();
    }
  });

  it('answers while Redis takes connections but no longer answers', async () => {
    const who = await shopper(a, `frozen${kind}`);
    redis.freeze();
    try {
      // Each waits for Redis a second at most, then goes on without it.
      expect((await signIn(a, '198.51.100.73')).statusCode).toBe(200);
      const page = await get(a, 'productList', { type: 'art', limit: 5, lang: 'en' });
      expect(page.body).toMatchObject({ code: 200 });
      await earn(a, who.id, 25);
      expect(await a.services.rankBoard.top('all', { offset: 0, limit: 50 })).toEqual(
        await fromSql(a),
      );
    } finally {
      redis.thaw();
    }
    await untilLive();
  });

  it('catches the lists up when one instance lost Redis while Redis kept them', async () => {
    const who = await shopper(a, `apart${kind}`);
    await earn(a, who.id, 10);
    // Redis learns the list.
    await a.services.rankBoard.top('all', { offset: 0, limit: 50 });
    const peek = new Redis(redis.url);
    const inRedis = async () => Number(await peek.zscore(`${prefix}rank:all`, String(who.id)));
    try {
      expect(await inRedis()).toBe(10);
      // A alone loses its connection: its earning reaches SQL, not Redis.
      const own = a.redis;
      if (!own) throw new Error('the instance has no Redis');
      const ended = once(own, 'end');
      own.disconnect();
      await ended;
      await earn(a, who.id, 25);
      await own.connect();
      await untilLive();
      expect(await inRedis()).toBe(10);
      // The first read has Redis relearn the lists from SQL.
      const lists = await a.services.rankBoard.top('all', { offset: 0, limit: 50 });
      expect(lists.rows).toContainEqual({ user_id: who.id, total: 35 });
      expect(await inRedis()).toBe(35);
      expect(lists).toEqual(await fromSql(a));
    } finally {
      peek.disconnect();
    }
  });
});
