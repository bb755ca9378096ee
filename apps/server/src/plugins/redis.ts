import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { connectRedis } from '../lib/redis-connection';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's Redis connection, with REDIS_URL; null without. */
    redis: Redis | null;
  }
}

/**
 * One Redis connection per instance for commands: rate limits, change notices sent, rank lists
 * and the readiness check share it.
 */
export const redisPlugin = fp<{ url: string | undefined }>(
  async (app, { url }) => {
    const redis = url ? connectRedis(url, app.log) : null;
    app.decorate('redis', redis);
    if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  },
  { name: 'redis' },
);
