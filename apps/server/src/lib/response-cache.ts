import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export type Encoding = 'br' | 'gzip';

export interface CachedResponse {
  /** The serialised response body, UTF-8 encoded once rather than on every send. */
  body: Buffer;
  /** A weak validator: compression changes the bytes, not the meaning. */
  etag: string;
  /** The body compressed, each encoding made on first demand and kept with the entry. */
  encoded?: Partial<Record<Encoding, Buffer>>;
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

export interface ResponseCache {
  /**
   * The cached response for `key`, or `compute`'s, remembered unless the catalogue changed
   * meanwhile; under `alias` too, so the same request can be found again before it is parsed.
   */
  remember(key: string, compute: () => Promise<string>, alias?: string): Promise<CachedResponse>;
  /** A fresh entry, or nothing. */
  peek(key: string): CachedResponse | undefined;
  /** Forgets every entry here and, with Redis, on every other instance. */
  invalidate(): Promise<void>;
  close(): Promise<void>;
}

export interface ResponseCacheOptions {
  /** Entries kept at most; keys carry user input (keywords), so the map must not grow unbounded. */
  maxEntries?: number;
  /** A safety net for a change notice lost while Redis was unreachable. */
  maxAgeMs?: number;
  redis?: { url: string; channel: string };
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
  storedAt: number;
}

/**
 * Public reads served from memory. A change anywhere bumps the generation: what was being
 * computed before it is answered but not kept, so a stale read never outlives the change.
 * With Redis, a change is announced on a channel every instance listens to.
 */
export function createResponseCache({
  maxEntries = 5000,
  maxAgeMs = 5 * 60_000,
  redis,
  log,
}: ResponseCacheOptions): ResponseCache {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<CachedResponse>>();
  let generation = 0;

  const clear = () => {
    generation += 1;
    entries.clear();
    inFlight.clear();
  };

  const publisher = redis ? connect(redis.url, log) : undefined;
  const subscriber = redis ? connect(redis.url, log) : undefined;
  if (redis && subscriber) {
    subscriber.on('message', (channel) => {
      if (channel === redis.channel) clear();
    });
    // Notices sent while the connection was down are lost: start afresh after a reconnect.
    subscriber.on('ready', clear);
    void subscriber.subscribe(redis.channel).catch((err: unknown) => {
      log.error({ err }, 'response cache: could not subscribe to change notices');
    });
  }

  const store = (key: string, entry: Entry) => {
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, entry);
  };

  const peek = (key: string) => {
    const hit = entries.get(key);
    return hit && Date.now() - hit.storedAt < maxAgeMs ? hit : undefined;
  };

  async function compute(key: string, run: () => Promise<string>): Promise<CachedResponse> {
    const startedIn = generation;
    const body = Buffer.from(await run());
    const entry = { body, etag: etagOf(body), storedAt: Date.now() };
    if (startedIn === generation) store(key, entry);
    return entry;
  }

  return {
    peek,

    async remember(key, run, alias) {
      const hit = peek(key);
      if (hit) {
        if (alias && !entries.has(alias)) store(alias, hit);
        return hit;
      }
      // Concurrent misses of one key share a single computation.
      let pending = inFlight.get(key);
      if (!pending) {
        pending = compute(key, run).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const startedIn = generation;
      const response = await pending;
      if (alias && startedIn === generation && entries.get(key) === response)
        store(alias, response as Entry);
      return response;
    },

    async invalidate() {
      clear();
      if (redis && publisher) await publisher.publish(redis.channel, String(Date.now()));
    },

    async close() {
      clear();
      await Promise.all([publisher?.quit(), subscriber?.quit()]);
    },
  };
}

function connect(url: string, log: FastifyBaseLogger): Redis {
  const client = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
  client.on('error', (err) => log.warn({ err }, 'response cache: Redis error'));
  return client;
}
