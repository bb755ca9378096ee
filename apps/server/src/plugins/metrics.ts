import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import { measureDatabasePool } from '../metrics/database-metrics';
import { measureEventLoopDelay } from '../metrics/event-loop-delay';
import { measureJobs, type JobMetrics } from '../metrics/job-metrics';
import { bearerMatcher } from '../metrics/metrics-token';
import { countRequests } from '../metrics/request-metrics';
import { measureShop } from '../metrics/shop-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the parts of the app report what the metrics count. */
    metrics: { jobs: JobMetrics };
  }
}

/**
 * `GET /metrics` in Prometheus' text format: requests by action and status, the event loop's
 * delay, the database pool, the jobs, and the shop's pending payments and orders by status.
 * With `token`, only for a scrape that sends it as its bearer token. Each app has a registry of
 * its own, so several apps in one process (the tests) count apart. Like the probes, neither
 * rate limited (only /api/ is) nor logged per request.
 */
export const metricsPlugin = fp<{ token: string | undefined }>(
  async (app, { token }) => {
    const registry = new Registry();
    countRequests(app, registry);
    const stopSampling = measureEventLoopDelay(registry);
    app.addHook('onClose', async () => stopSampling());
    measureDatabasePool(app.db, registry);
    measureShop({ db: app.db, clock: app.clock, log: app.log }, registry);
    app.decorate('metrics', { jobs: measureJobs(registry) });

    const allowed = token === undefined ? () => true : bearerMatcher(token);
    app.get('/metrics', { logLevel: 'silent', schema: { hide: true } }, async (request, reply) => {
      if (!allowed(request.headers.authorization)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .type('text/plain; charset=utf-8')
          .send('a bearer token is required\n');
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['db', 'clock'] },
);
