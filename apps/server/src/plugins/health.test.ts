import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databases, useTestApp } from '../test/build-test-app';
import { captureLog } from '../test/capture-log';
import { freePort } from '../test/free-port';
import { startTestRedis, type TestRedis } from '../test/redis-server';
import { minimalWebBuild } from '../test/web-build';

/** `/readyz`'s answer and how long it took, in milliseconds. */
async function timedReadiness(app: FastifyInstance) {
  const started = performance.now();
  const ready = await app.inject({ method: 'GET', url: '/readyz' });
  return { status: ready.statusCode, body: ready.json(), ms: performance.now() - started };
}

// Each part is given a second (health.ts); the rest is the request's own way through the app,
// with room for a machine busy with other suites.
const WITHIN_A_SECOND = 1500;

describe.each(databases)('health for a load balancer, on %s', (kind) => {
  const log = captureLog();
  const ctx = useTestApp(
    kind,
    { LOG_LEVEL: 'info', RATE_LIMIT_MAX: '2' },
    { logStream: log.stream },
  );

  it('answers that the process runs and that it is ready, never rate limited nor logged per request', async () => {
    const { app } = ctx();
    for (let i = 0; i < 5; i++) {
      const live = await app.inject({ method: 'GET', url: '/healthz' });
      expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    }
    expect(log.lines.filter((line) => line.msg === 'request')).toEqual([]);
    // An action is logged, and limited, as ever (each asked afresh: a cached answer is free).
    for (const position of ['home', 'shop', 'points'])
      await app.inject({ method: 'GET', url: `/api/index/banner?position=${position}` });
    expect(log.lines.filter((line) => line.msg === 'request').map((line) => line.status)).toEqual([
      200, 200, 429,
    ]);
    // Past the limit the probes still answer: a load balancer never takes a busy instance out.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is not ready when a migration this build knows has not been applied, and says what fails', async () => {
    const { app } = ctx();
    const { rows } = await sql<{
      name: string;
      timestamp: string;
    }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(app.db);
    const last = rows[0];
    if (!last) throw new Error('no migration applied');
    await sql`delete from kysely_migration where name = ${last.name}`.execute(app.db);
    try {
      const ready = await timedReadiness(app);
      expect([ready.status, ready.body]).toEqual([
        503,
        { status: 'unavailable', failing: ['database'] },
      ]);
      expect(ready.ms).toBeLessThan(WITHIN_A_SECOND);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${last.timestamp})`.execute(
        app.db,
      );
    }
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('health with Redis out of reach', async () => {
  const port = await freePort();
  const ctx = useTestApp('sqlite', { REDIS_URL: `redis://127.0.0.1:${port}` });

  it('still runs, and is not ready, naming Redis', async () => {
    const { app } = ctx();
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([
      503,
      { status: 'unavailable', failing: ['redis'] },
    ]);
  });
});

describe('health with the web app served', () => {
  const ctx = useTestApp('sqlite', { WEB_DIST: minimalWebBuild() });

  it('answers the probes itself, never with the page the SPA falls back to', async () => {
    const { app } = ctx();
    for (const [url, body] of [
      ['/healthz', { status: 'ok' }],
      ['/readyz', { status: 'ready' }],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect([res.statusCode, res.headers['content-type'], res.json()]).toEqual([
        200,
        'application/json; charset=utf-8',
        body,
      ]);
      // Some load balancers probe with HEAD.
      const head = await app.inject({ method: 'HEAD', url });
      expect([head.statusCode, head.headers['content-type']]).toEqual([
        200,
        'application/json; charset=utf-8',
      ]);
    }
    // A path beside them is the SPA's, as any unknown page is.
    const page = await app.inject({ method: 'GET', url: '/healthz/more' });
    expect(page.body).toContain('<div id="root">');
  });
});

describe('health when Redis stops', () => {
  let redis: TestRedis | undefined;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    redis = await startTestRedis();
    env.REDIS_URL = redis.url;
  });
  afterAll(async () => {
    redis?.thaw();
    await redis?.stop();
  });
  const ctx = useTestApp('sqlite', env);

  it('is ready while Redis answers, and names Redis within a second once it stops or hangs', async () => {
    const { app } = ctx();
    if (!redis) throw new Error('Redis is started in beforeAll');
    // The app's client may still be connecting to the new server: ready once it has.
    await vi.waitFor(async () => expect((await timedReadiness(app)).status).toBe(200), {
      timeout: 10_000,
    });

    // A Redis that no longer answers, its connection still open: the check gives up in time.
    redis.freeze();
    const hung = await timedReadiness(app);
    expect([hung.status, hung.body]).toEqual([503, { status: 'unavailable', failing: ['redis'] }]);
    expect(hung.ms).toBeLessThan(WITHIN_A_SECOND);

    redis.thaw();
    await redis.stop();
    const stopped = await timedReadiness(app);
    expect([stopped.status, stopped.body]).toEqual([
      503,
      { status: 'unavailable', failing: ['redis'] },
    ]);
    expect(stopped.ms).toBeLessThan(WITHIN_A_SECOND);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
