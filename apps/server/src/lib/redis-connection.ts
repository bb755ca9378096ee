import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** The longest a request waits on Redis: past it, the answer is made without Redis. */
export const REDIS_TIMEOUT_MS = 1000;

/**
 * A connection to Redis that never holds a request up: while Redis is out of reach a command
 * fails at once instead of queueing, one that gets no answer fails after a second, and the
 * connection keeps trying to come back by itself. Each user falls back to what one instance can
 * do alone (see `isLive`). An outage is logged when it begins and when it ends, not at each
 * attempt to reconnect.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const client = new Redis(url, {
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  watchOutages(client, log);
  return client;
}

/**
 * A second connection like `client`, for a use that holds it (a subscription). Its outages are
 * the first connection's, which logs them.
 */
export function duplicateRedis(client: Redis): Redis {
  const copy = client.duplicate();
  copy.on('error', () => undefined);
  return copy;
}

/** Whether commands sent now reach Redis. */
export function isLive(client: Redis | null | undefined): client is Redis {
  return client?.status === 'ready';
}

function watchOutages(client: Redis, log: FastifyBaseLogger) {
  let down = false;
  const outage = (err?: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { err },
      'Redis unreachable: limits, caches and rank lists work per instance until it returns',
    );
  };
  // A connection that drops is retried at once ('reconnecting', never on our own quit), and the
  // error of the failed attempt comes only after the retry's delay: the outage begins at the drop.
  client.on('reconnecting', () => outage());
  client.on('error', outage);
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis reachable again: shared limits, change notices and rank lists resume');
  });
}
