import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What an id from a proxy may look like: a UUID, a trace id, a load balancer's request id. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: the proxy's `X-Request-Id` when the request comes from a trusted proxy
 * and the id is well formed, so one id follows a request from the load balancer to our log;
 * made up otherwise, since a client could send any id and blur whose lines are whose.
 */
export function requestIdFrom(trustProxy: string[] | false): (req: IncomingMessage) => string {
  const trusted = trustProxy ? proxyAddr.compile(trustProxy) : () => false;
  return (req) => {
    const given = req.headers['x-request-id'];
    const address = req.socket.remoteAddress;
    return typeof given === 'string' &&
      WELL_FORMED.test(given) &&
      address !== undefined &&
      trusted(address, 0)
      ? given
      : randomUUID();
  };
}

/**
 * Every answer names its request in `X-Request-Id`, the id on each of that request's log lines,
 * so a customer's report can be matched to them; with `accessLog`, one line per request at info:
 * method, path (never the query, which may hold a code), status and duration.
 */
export const requestIdsPlugin = fp(
  async (app: FastifyInstance, { accessLog }: { accessLog: boolean }) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    if (!accessLog) return;
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          path: request.url.split('?', 1)[0],
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
    });
  },
  { name: 'request-ids' },
);
