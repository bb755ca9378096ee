import { actionPath, routes, type ActionName } from '@atelier/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** The paths no request is counted for: the probes and the scrape would only count themselves. */
const UNCOUNTED = new Set(['/healthz', '/readyz', '/metrics']);

/** Seconds; an action's answer takes milliseconds, a slow export or a database wait seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * What a request is counted under, from a bounded set: its action's name for an action, the
 * route's own pattern for the other routes of the API and the uploads, `web` for the web app's
 * files and pages, and `unknown` for a path nothing answers. Never the URL a client chose.
 */
export function requestLabeller(): (request: FastifyRequest, status: number) => string {
  const actions = new Map<string, ActionName>(
    (Object.keys(routes) as ActionName[]).map((name) => [actionPath(name), name]),
  );
  return (request, status) => {
    const route = request.routeOptions.url;
    if (route === undefined) {
      // The SPA's fallback answers unknown page paths; anything else found nothing.
      return status < 400 && !request.url.startsWith('/api/') ? 'web' : 'unknown';
    }
    const action = actions.get(route);
    if (action) return action;
    return route.startsWith('/api/') || route.startsWith('/uploads/') ? route : 'web';
  };
}

/**
 * Counts each request by what it asked (`requestLabeller`), its HTTP status and, for the API's
 * JSON answers, the envelope's code (a refusal is HTTP 200 with code 100 or 401), and times it
 * by action and status.
 */
export function countRequests(app: FastifyInstance, registry: Registry) {
  const requests = new Counter({
    name: 'atelier_http_requests_total',
    help: 'Requests answered, by action, HTTP status and envelope code ("" when none)',
    labelNames: ['action', 'status', 'code'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'atelier_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by action and HTTP status',
    labelNames: ['action', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const label = requestLabeller();
  const codes = new WeakMap<FastifyRequest, string>();

  // Read before serialising, and before compression makes the answer a stream.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const code = (payload as { code?: unknown } | null)?.code;
    if (typeof code === 'number') codes.set(request, String(code));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // An action's answer from the response cache comes as bytes, serialised already: only
    // successes are cached. (Pictures from a bucket come as bytes too, and have no code.)
    const cached =
      Buffer.isBuffer(payload) && reply.hasHeader('etag') && request.url.startsWith('/api/');
    if (cached && reply.statusCode === 200) codes.set(request, '200');
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const path = request.routeOptions.url;
    if (path !== undefined && UNCOUNTED.has(path)) return;
    const status = reply.statusCode;
    const action = label(request, status);
    requests.inc({ action, status: String(status), code: codes.get(request) ?? '' });
    latency.observe({ action, status: String(status) }, reply.elapsedTime / 1000);
  });
}
