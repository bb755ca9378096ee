import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { duplicateRedis, isLive } from './redis-connection';

export type Encoding = 'br' | 'gzip';

export interface CachedResponse {
  /** The serialised response body, UTF-8 encoded once rather than on every send. */
  body: Buffer;
  /** A weak validator: compression changes the bytes, not the meaning. */
  etag: string;
  /** The body compressed, each encoding made on first demand and kept with the entry. */
  encoded?: Partial<Record<Encoding, Buffer>>;
  /** What the answer is drawn from, when it came from the cache. */
  scope?: CacheScope;
}

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/** The body in `encoding`, compressed once per cached entry rather than once per request. */
export function encodedBody(response: CachedResponse, encoding: Encoding): Buffer {
  response.encoded ??= {};
  return (response.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(response.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(response.body));
}

/**
 * What a cached answer is drawn from: the catalogue (products, categories, banners, artworks),
 * which every order changes; the studio's pages, which only the content store changes; or the
 * community's posts, which members' and moderators' writes change.
 */
export const CACHE_SCOPES = ['catalog', 'pages', 'community'] as const;
export type CacheScope = (typeof CACHE_SCOPES)[number];

export interface ResponseCache {
  /**
   * The cached response for `key`, or `compute`'s, remembered unless its scope changed
   * meanwhile; under `alias` too, so the same request can be found again before it is parsed.
   */
  remember(
    key: string,
    scope: CacheScope,
    compute: () => Promise<string>,
    alias?: string,
  ): Promise<CachedResponse>;
  /** A fresh entry, or nothing. */
  peek(key: string): CachedResponse | undefined;
  /**
   * `compute`'s value for `key`, kept under the same rules as a response: forgotten with its
   * scope, and not kept if the scope changed while it was computed. For the part of an answer
   * every reader shares, when each reader's own part is added to it.
   */
  rememberValue<T>(key: string, scope: CacheScope, compute: () => Promise<T>): Promise<T>;
  /** Forgets the scope's entries here and, with Redis, on every other instance. */
  invalidate(scope: CacheScope): Promise<void>;
  close(): Promise<void>;
}

export interface ResponseCacheOptions {
  /** Entries kept at most; keys carry user input (keywords), so the map must not grow unbounded. */
  maxEntries?: number;
  /** A safety net for a change notice lost while Redis was unreachable. */
  maxAgeMs?: number;
  /**
   * Shorter lives for scopes that also draw on what their writes do not announce: a post's
   * author's name, picture and collector badge change elsewhere and reach visitors this late.
   */
  scopeMaxAgeMs?: Partial<Record<CacheScope, number>>;
  /** The instance's Redis connection, and the channel change notices go out on. */
  redis?: { client: Redis; channel: string };
  log: FastifyBaseLogger;
}

export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** RFC 9110 weak comparison of an If-None-Match header against our validator. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

interface Entry extends CachedResponse {
  scope: CacheScope;
  storedAt: number;
}

// An entry's age is real elapsed time, not shop time: a test moving the app's clock must not
// keep a stale read alive or drop a fresh one, so the cache reads a monotonic clock of its own.
const elapsedMs = () => performance.now();

/** A notice that names no scope: every scope is forgotten. */
const ALL = 'all';

const isScope = (value: string): value is CacheScope =>
  (CACHE_SCOPES as readonly string[]).includes(value);

/**
 * Public reads served from memory. A change bumps its scope's generation: what was being
 * computed before it is answered but not kept, so a stale read never outlives the change.
 * With Redis, a change is announced, with its scope, on a channel every instance listens to;
 * while that channel cannot be heard nothing is kept, and reads come from the database.
 */
export function createResponseCache({
  maxEntries = 5000,
  maxAgeMs = 5 * 60_000,
  scopeMaxAgeMs = { community: 30_000 },
  redis,
  log,
}: ResponseCacheOptions): ResponseCache {
  const entries = new Map<string, Entry>();
  const values = new Map<string, { scope: CacheScope; storedAt: number; value: unknown }>();
  const inFlight = new Map<string, { scope: CacheScope; pending: Promise<CachedResponse> }>();
  const generation: Record<CacheScope, number> = { catalog: 0, pages: 0, community: 0 };

  const clear = (scope: CacheScope) => {
    generation[scope] += 1;
    for (const [key, entry] of entries) if (entry.scope === scope) entries.delete(key);
    for (const [key, kept] of values) if (kept.scope === scope) values.delete(key);
    // A computation under way finishes for its callers, but later requests do not join it.
    for (const [key, flight] of inFlight) if (flight.scope === scope) inFlight.delete(key);
  };
  const clearAll = () => CACHE_SCOPES.forEach(clear);

  // With Redis, entries are kept only while change notices are heard: one missed would leave a
  // stale answer. Until the subscription stands, and while Redis is away, reads are computed.
  let hearing = !redis;
  const subscriber = redis ? duplicateRedis(redis.client) : undefined;
  // A notice that reached no other instance: once Redis answers, every instance starts afresh.
  let owed = false;
  const announce = async (message: string) => {
    if (!redis) return;
    if (!isLive(redis.client)) {
      owed = true;
      return;
    }
    try {
      await redis.client.publish(redis.channel, owed ? ALL : message);
      owed = false;
    } catch {
      owed = true;
    }
  };
  if (redis && subscriber) {
    subscriber.on('message', (channel, scope) => {
      if (channel !== redis.channel) return;
      if (isScope(scope)) clear(scope);
      else clearAll();
    });
    subscriber.on('ready', () => {
      subscriber.subscribe(redis.channel).then(
        () => {
          // Notices sent while the connection was down are lost: start afresh.
          clearAll();
          hearing = true;
        },
        (err: unknown) =>
          log.warn({ err }, 'response cache: could not subscribe to change notices'),
      );
    });
    subscriber.on('close', () => {
      hearing = false;
      clearAll();
    });
    redis.client.on('ready', () => {
      if (owed) void announce(ALL);
    });
  }

  /** Keeps `value` under `key`, dropping the oldest entry once the map is full. */
  const keep = <V>(map: Map<string, V>, key: string, value: V) => {
    if (!hearing) return;
    if (map.size >= maxEntries) map.delete(map.keys().next().value as string);
    map.set(key, value);
  };
  const store = (key: string, entry: Entry) => keep(entries, key, entry);

  const fresh = (kept: { scope: CacheScope; storedAt: number }) =>
    elapsedMs() - kept.storedAt < (scopeMaxAgeMs[kept.scope] ?? maxAgeMs);

  const peek = (key: string) => {
    if (!hearing) return undefined;
    const hit = entries.get(key);
    return hit && fresh(hit) ? hit : undefined;
  };

  async function compute(
    key: string,
    scope: CacheScope,
    run: () => Promise<string>,
  ): Promise<CachedResponse> {
    const startedIn = generation[scope];
    const body = Buffer.from(await run());
    const entry = { body, etag: etagOf(body), scope, storedAt: elapsedMs() };
    if (startedIn === generation[scope]) store(key, entry);
    return entry;
  }

  return {
    peek,

    async remember(key, scope, run, alias) {
      const hit = peek(key);
      if (hit) {
        if (alias && !entries.has(alias)) store(alias, hit);
        return hit;
      }
      // Concurrent misses of one key share a single computation.
      let flight = inFlight.get(key);
      if (!flight) {
        const pending: Promise<CachedResponse> = compute(key, scope, run).finally(() => {
          // Not a newer computation of the key, started after an invalidation dropped this one.
          if (inFlight.get(key)?.pending === pending) inFlight.delete(key);
        });
        flight = { scope, pending };
        inFlight.set(key, flight);
      }
      const startedIn = generation[scope];
      const response = await flight.pending;
      if (alias && startedIn === generation[scope] && entries.get(key) === response)
        store(alias, response as Entry);
      return response;
    },

    async rememberValue<T>(key: string, scope: CacheScope, run: () => Promise<T>) {
      const hit = hearing ? values.get(key) : undefined;
      if (hit && fresh(hit)) return hit.value as T;
      const startedIn = generation[scope];
      const value = await run();
      if (startedIn === generation[scope])
        keep(values, key, { scope, storedAt: elapsedMs(), value });
      return value;
    },

    async invalidate(scope) {
      clear(scope);
      await announce(scope);
    },

    async close() {
      clearAll();
      await subscriber?.quit().catch(() => undefined);
    },
  };
}
