import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../test/build-test-app';
import { captureLog } from '../test/capture-log';
import { freePort } from '../test/free-port';

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
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect([ready.statusCode, ready.json()]).toEqual([
        503,
        { status: 'unavailable', failing: ['database'] },
      ]);
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
