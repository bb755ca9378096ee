import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  COMPRESS_THRESHOLD,
  encodedBody,
  matchesEtag,
  type CachedResponse,
  type Encoding,
} from '../lib/response-cache';

/** The header that carries the server's clock (epoch ms) on public reads. */
export const SERVER_TIME_HEADER = 'x-server-time';

/** The second key a cached read is kept under, so a repeat is found before it is parsed. */
export const rawKey = (request: FastifyRequest) => `url|${request.url}`;

/** Sends a serialised body with its validator, or 304 when the client already holds it. */
export function sendValidated(
  request: FastifyRequest,
  reply: FastifyReply,
  response: CachedResponse,
) {
  // `no-cache`: a browser may keep the body but asks again, cheaply, with If-None-Match.
  // The server's time rides beside every answer, cached or not (a 304 too): a page counting
  // down to a release follows the shop's clock, not the visitor's.
  reply
    .header(SERVER_TIME_HEADER, String(request.server.services.clock.now()))
    .header('etag', response.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], response.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding =
    response.body.length >= COMPRESS_THRESHOLD
      ? (negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) as Encoding | null)
      : null;
  if (!encoding) return reply.send(response.body);
  return reply.header('content-encoding', encoding).send(encodedBody(response, encoding));
}

/**
 * A visitor's public read seen before is answered as soon as it arrives, found by its raw URL,
 * ahead of the hooks that serve actions (session lookup, rate limit, parsing, validation): they
 * would only lead to the same bytes. Such an answer costs no more than refusing it would, so the
 * rate limit, which protects the work behind a request, counts only requests that reach an
 * action. A request with a session always goes through, since some reads depend on who asks.
 * Registered after the security headers and before everything else.
 */
export const cachedAnswersPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method !== 'GET' || request.headers.authorization) return done();
      const hit = app.services.publicCache.peek(rawKey(request));
      if (!hit) return done();
      // Once a scheduled article is due, the action looks again before answering from the cache.
      if (hit.scope === 'pages' && !app.services.newsSchedule.fresh()) return done();
      // A hook that sends must not call `done` too; the reply ends the request here.
      void sendValidated(request, reply, hit);
    });
  },
  { name: 'cached-answers', dependencies: ['security-headers'] },
);
