import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { createRequire } from 'node:module';

/** A counter store as @fastify/rate-limit calls it, `read` included (peeks without counting). */
export interface LimitStore extends FastifyRateLimitStore {
  read: FastifyRateLimitStore['incr'];
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): LimitStore;
}

const require = createRequire(import.meta.url);

/**
 * The package's own Redis and in-memory stores, which it builds itself from `redis` or not but
 * does not export: the fallback between them reuses both rather than copying their counting.
 */
export const limitStores = {
  RedisStore: require('@fastify/rate-limit/store/RedisStore.js') as new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    nameSpace: string,
  ) => LimitStore,
  LocalStore: require('@fastify/rate-limit/store/LocalStore.js') as new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
  ) => LimitStore,
};
