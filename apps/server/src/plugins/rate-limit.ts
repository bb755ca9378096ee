import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { isLive } from '../lib/redis-connection';
import { limitStores, type LimitStore } from './rate-limit-stores';

/**
 * Per-IP limits on the API. With Redis the counters are shared by every instance; while Redis is
 * out of reach each instance counts in its own memory (a client can then make up to the limit
 * on each instance), and back to shared counters when it returns. The error handler turns a
 * refusal into HTTP 429 `{ code: 429, msg }` in the request's language.
 */
export const rateLimitPlugin = fp<{ max: number; redisPrefix: string }>(
  async (app, { max, redisPrefix }) => {
    const store = app.redis ? sharedOrLocal(app.redis, `${redisPrefix}rate-limit:`, app.log) : {};
    await app.register(rateLimit, {
      max,
      timeWindow: '1 minute',
      // After parsing, so a refused POST is answered in the `lang` of its body.
      hook: 'preHandler',
      allowList: (request) => !request.url.startsWith('/api/'),
      ...store,
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);

/**
 * A store that counts in Redis when Redis answers and in memory otherwise. Which one a request
 * is counted in is decided per request, so the limits follow Redis going and coming back.
 */
function sharedOrLocal(redis: Redis, nameSpace: string, log: FastifyBaseLogger): RateLimitOptions {
  const { RedisStore, LocalStore } = limitStores;
  // Logged once when counting moves to memory, not for each request counted there.
  let local = false;
  const fellBack = (err: unknown) => {
    if (local) return;
    local = true;
    log.warn({ err }, 'rate limits: Redis did not answer, counting in this instance until it does');
  };

  function pair(shared: LimitStore, own: LimitStore): LimitStore {
    const either =
      (method: 'incr' | 'read'): LimitStore['incr'] =>
      (key, done, timeWindow, max) => {
        if (!isLive(redis)) return own[method](key, done, timeWindow, max);
        shared[method](
          key,
          (err, result) => {
            if (!err) {
              local = false;
              return done(null, result);
            }
            fellBack(err);
            own[method](key, done, timeWindow, max);
          },
          timeWindow,
          max,
        );
      };
    return {
      incr: either('incr'),
      read: either('read'),
      child: (routeOptions) => pair(shared.child(routeOptions), own.child(routeOptions)),
    };
  }

  class SharedOrLocal {
    constructor(params: { continueExceeding: boolean; exponentialBackoff: boolean }) {
      const { continueExceeding, exponentialBackoff } = params;
      return pair(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  }
  return { store: SharedOrLocal as unknown as RateLimitOptions['store'] };
}
