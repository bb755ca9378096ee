import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Per-IP limits on the API. With REDIS_URL the counters are shared by every instance; the
 * error handler turns a refusal into HTTP 429 `{ code: 429, msg }` in the request's language.
 */
export const rateLimitPlugin = fp<{
  max: number;
  redisUrl: string | undefined;
  redisPrefix: string;
}>(
  async (app, { max, redisUrl, redisPrefix }) => {
    const redis = redisUrl
      ? new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    await app.register(rateLimit, {
      max,
      timeWindow: '1 minute',
      // After parsing, so a refused POST is answered in the `lang` of its body.
      hook: 'preHandler',
      ...(redis ? { redis, nameSpace: `${redisPrefix}rate-limit:` } : {}),
      allowList: (request) => !request.url.startsWith('/api/'),
    });
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  },
  { name: 'rate-limit' },
);
