import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { describe, expect, it, vi } from 'vitest';
import { testClock } from '../lib/clock';
import { measureJobs } from '../metrics/job-metrics';
import { placed, post, product, shopper } from '../test/fixtures/order';
import { ensureFirstSettings } from '../modules/settings/first-settings';
import { databases, useTestApp } from '../test/build-test-app';
import { captureLog } from '../test/capture-log';
import { testShopEnv } from '../test/production-env';
import { parseMetrics, valueOf, type Sample } from '../test/prometheus-text';
import { minimalWebBuild } from '../test/web-build';
import { startJobs } from './jobs';

const START = Date.parse('2026-05-04T02:00:00Z');

async function scrape(app: FastifyInstance, token?: string): Promise<Sample[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.statusCode).toBe(200);
  return parseMetrics(res.body);
}

/** A counter's value, 0 before its first count. */
function count(samples: readonly Sample[], name: string, labels: Record<string, string>) {
  return valueOf(samples, name, labels) ?? 0;
}

describe.each(databases)('metrics on %s', (kind) => {
  const clock = testClock(START);
  const ctx = useTestApp(kind, {}, { clock });

  it('counts each request under its action, HTTP status and envelope code, and times it', async () => {
    const { app } = ctx();
    const ok = { action: 'banner', status: '200', code: '200' };
    const refused = { action: 'productInfo', status: '200', code: '100' };
    const before = await scrape(app);

    // The second is answered from the response cache, ahead of the action.
    for (let i = 0; i < 2; i++)
      await app.inject({ method: 'GET', url: '/api/index/banner?position=home' });
    await app.inject({ method: 'GET', url: '/api/index/productInfo?id=none' });
    await app.inject({ method: 'GET', url: '/api/index/noSuchAction?x=1' });
    await app.inject({ method: 'GET', url: '/healthz' });

    const after = await scrape(app);
    const requests = 'atelier_http_requests_total';
    expect(count(after, requests, ok) - count(before, requests, ok)).toBe(2);
    expect(count(after, requests, refused) - count(before, requests, refused)).toBe(1);
    const unknown = { action: 'unknown', status: '404', code: '404' };
    expect(count(after, requests, unknown) - count(before, requests, unknown)).toBe(1);
    const timed = { action: 'banner', status: '200' };
    const latency = 'atelier_http_request_duration_seconds_count';
    expect(count(after, latency, timed) - count(before, latency, timed)).toBe(2);
    expect(valueOf(after, 'atelier_http_request_duration_seconds_sum', timed)).toBeGreaterThan(0);

    // Never a path a client made up, nor the probes and the scrapes themselves.
    const actions = new Set(after.filter((s) => s.name === requests).map((s) => s.labels.action));
    for (const absent of ['/api/index/noSuchAction', 'noSuchAction', '/healthz', '/metrics'])
      expect(actions).not.toContain(absent);
  });

  it('shows an order placed under its status, and a pending payment with its age', async () => {
    const { app } = ctx();
    const before = await scrape(app);
    expect(valueOf(before, 'atelier_payments_pending')).toBe(0);
    expect(valueOf(before, 'atelier_payments_pending_oldest_age_seconds')).toBe(0);
    for (const status of ['unpaid', 'undelivered', 'unreceived', 'completed', 'canceled'])
      expect(valueOf(before, 'atelier_orders', { status })).toBe(0);

    // The shop's settings, which an order reads, as a shop opened without the demo has them.
    await ensureFirstSettings(app.services.settings);
    const who = await shopper(app, 'metrics');
    const print = await product(app, { name_en: 'Metrics Print', stock: 5 });
    const order = await placed(app, who, print);
    expect(valueOf(await scrape(app), 'atelier_orders', { status: 'unpaid' })).toBe(1);

    const paying = await post(
      app,
      'orderPay',
      { order_id: order.order_id, method: 'sandbox' },
      who.token,
    );
    expect(paying.body).toMatchObject({ code: 200 });
    clock.advance(10 * 60_000);
    const after = await scrape(app);
    expect(valueOf(after, 'atelier_payments_pending')).toBe(1);
    expect(valueOf(after, 'atelier_payments_pending_oldest_age_seconds')).toBe(600);
    expect(valueOf(after, 'atelier_orders', { status: 'unpaid' })).toBe(1);
  });

  it("shows the event loop's delay, and PostgreSQL's pool (SQLite has none)", async () => {
    const { app } = ctx();
    const samples = await scrape(app);
    for (const quantile of ['0.5', '0.99', '1']) {
      const delay = valueOf(samples, 'atelier_event_loop_delay_seconds', { quantile });
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThan(60);
    }
    const inUse = valueOf(samples, 'atelier_db_pool_connections', { state: 'in_use' });
    const idle = valueOf(samples, 'atelier_db_pool_connections', { state: 'idle' });
    if (kind === 'sqlite') {
      expect([inUse, idle, valueOf(samples, 'atelier_db_pool_waiting')]).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
      return;
    }
    expect(valueOf(samples, 'atelier_db_pool_max_connections')).toBe(10);
    expect(valueOf(samples, 'atelier_db_pool_waiting')).toBe(0);
    // Open connections, some perhaps still reading the scrape's own figures.
    expect((inUse ?? 0) + (idle ?? 0)).toBeGreaterThanOrEqual(1);
    expect((inUse ?? 0) + (idle ?? 0)).toBeLessThanOrEqual(10);
    // A connection a transaction holds shows in use while it does.
    const held = await app.db.transaction().execute(async (trx) => {
      await trx.selectFrom('orders').select('id').limit(1).execute();
      return scrape(app);
    });
    expect(
      valueOf(held, 'atelier_db_pool_connections', { state: 'in_use' }),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe('metrics beside the web app, past the rate limit', () => {
  const log = captureLog();
  const ctx = useTestApp(
    'sqlite',
    { WEB_DIST: minimalWebBuild(), RATE_LIMIT_MAX: '2', LOG_LEVEL: 'info' },
    { logStream: log.stream },
  );

  it('answers every scrape itself, in the text format, without a log line each', async () => {
    const { app } = ctx();
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(res.body).not.toContain('<div id="root">');
    }
    expect(log.lines.filter((line) => line.msg === 'request')).toEqual([]);
    // A page the SPA answers is counted as the web app's, whatever its path.
    await app.inject({ method: 'GET', url: '/some/page/42' });
    const samples = await scrape(app);
    expect(valueOf(samples, 'atelier_http_requests_total', { action: 'web', status: '200' })).toBe(
      1,
    );
  });
});

describe('metrics in production', () => {
  const ctx = useTestApp('sqlite', testShopEnv);
  const token = testShopEnv.METRICS_TOKEN;

  it('are shown only to a scrape with the bearer token', async () => {
    const { app } = ctx();
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${token}`, `Bearer ${token}x`]) {
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect([res.statusCode, res.headers['www-authenticate']], authorization).toEqual([
        401,
        'Bearer realm="metrics"',
      ]);
      expect(res.body).not.toContain('atelier_');
    }
    const samples = await scrape(app, token);
    expect(valueOf(samples, 'atelier_orders', { status: 'unpaid' })).toBe(0);
  });
});

describe('job metrics', () => {
  const clock = testClock(START);
  const ctx = useTestApp('sqlite', { JOBS_INTERVAL_SECONDS: '1' }, { clock });

  it("count each job's runs and failures, and when it last succeeded", async () => {
    const { app } = ctx();
    const failing = vi
      .spyOn(app.services.points, 'expireDue')
      .mockRejectedValue(new Error('points store away'));
    try {
      // Every job is shown from the start, before its first round.
      const first = await scrape(app);
      expect(valueOf(first, 'atelier_job_runs_total', { job: 'expirePoints' })).toBe(0);
      expect(valueOf(first, 'atelier_job_failures_total', { job: 'cancelOverdue' })).toBe(0);

      let samples: Sample[] = [];
      await vi.waitFor(
        async () => {
          samples = await scrape(app);
          expect(valueOf(samples, 'atelier_job_runs_total', { job: 'retention' })).toBe(1);
        },
        { timeout: 10_000, interval: 50 },
      );
      const job = (name: string) => ({ job: name });
      expect(valueOf(samples, 'atelier_job_runs_total', job('expirePoints'))).toBe(1);
      expect(valueOf(samples, 'atelier_job_failures_total', job('expirePoints'))).toBe(1);
      expect(
        valueOf(samples, 'atelier_job_last_success_timestamp_seconds', job('expirePoints')),
      ).toBeUndefined();
      expect(valueOf(samples, 'atelier_job_runs_total', job('cancelOverdue'))).toBe(1);
      expect(valueOf(samples, 'atelier_job_failures_total', job('cancelOverdue'))).toBe(0);
      expect(
        valueOf(samples, 'atelier_job_last_success_timestamp_seconds', job('cancelOverdue')),
      ).toBe(START / 1000);
    } finally {
      failing.mockRestore();
    }
  });

  it('are reported by the rounds however they end', async () => {
    const registry = new Registry();
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    const moving = testClock(START);
    let calls = 0;
    const stop = startJobs(
      [
        {
          name: 'flaky',
          run: async () => {
            calls += 1;
            moving.advance(1000);
            if (calls === 1) throw new Error('first run fails');
          },
        },
      ],
      5,
      log,
      moving,
      measureJobs(registry),
    );
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(2), { timeout: 2000 });
    await stop();
    const samples = parseMetrics(await registry.metrics());
    expect(valueOf(samples, 'atelier_job_runs_total', { job: 'flaky' })).toBe(calls);
    expect(valueOf(samples, 'atelier_job_failures_total', { job: 'flaky' })).toBe(1);
    // Told the time the last run started at.
    expect(valueOf(samples, 'atelier_job_last_success_timestamp_seconds', { job: 'flaky' })).toBe(
      (START + (calls - 1) * 1000) / 1000,
    );
  });
});
