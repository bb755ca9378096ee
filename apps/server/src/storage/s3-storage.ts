import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { LRUCache } from 'lru-cache';
import type { Readable } from 'node:stream';
import { isMissingObject, s3Client, type S3Connection } from './s3-client';
import {
  checkedKey,
  contentTypeOf,
  PUBLIC_PREFIX,
  publicKeyOf,
  setPublicFileHeaders,
  type FileStorage,
} from './file-storage';

export interface S3Settings extends S3Connection {
  bucket: string;
  /** Where the bucket's public files are served from (a CDN); unset, the server streams them. */
  publicUrl: string | undefined;
}

/** A public file as last read from the bucket. */
interface CachedFile {
  body: Buffer;
  contentType: string;
  etag: string | undefined;
}

/**
 * Public files recently served, kept in memory: a key never changes its bytes, so a copy is never
 * stale, and serving one costs no round trip to the bucket. A file erased through another
 * instance leaves this one's memory within the time to live; browsers keep it a week anyway.
 */
const PUBLIC_CACHE = { maxBytes: 64 * 1024 * 1024, ttlMs: 10 * 60_000 };

/**
 * Files in any S3-compatible store (Aliyun OSS, Tencent COS, MinIO, R2, S3 itself), so every
 * instance of the shop sees the same files. Objects are written private; making `uploads/`
 * readable by a CDN is the bucket's policy, never `resumes/`.
 */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = s3Client(settings);
  const { bucket } = settings;

  /** The object's body and headers, or undefined when there is none under `key`. */
  async function get(key: string) {
    try {
      const object = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key) }),
      );
      return object.Body ? { ...object, Body: object.Body } : undefined;
    } catch (err) {
      if (isMissingObject(err)) return undefined;
      throw err;
    }
  }

  const recent = new LRUCache<string, CachedFile>({
    maxSize: PUBLIC_CACHE.maxBytes,
    sizeCalculation: (file) => Math.max(1, file.body.length),
    ttl: PUBLIC_CACHE.ttlMs,
    // Many customers asking for one picture at once share one read of it.
    fetchMethod: async (key) => {
      const object = await get(key);
      if (!object) return undefined;
      return {
        body: Buffer.from(await object.Body.transformToByteArray()),
        contentType: object.ContentType ?? contentTypeOf(key),
        etag: object.ETag,
      };
    },
  });

  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checkedKey(key),
          Body: bytes,
          ContentType: contentType,
          // What a CDN in front of the bucket passes on to browsers.
          CacheControl: key.startsWith(PUBLIC_PREFIX) ? 'public, max-age=604800' : 'no-store',
        }),
      );
    },

    async read(key) {
      const object = await get(key);
      if (!object) return undefined;
      return Buffer.from(await object.Body.transformToByteArray());
    },

    async open(key) {
      const object = await get(key);
      if (!object) return undefined;
      return {
        size: object.ContentLength,
        contentType: object.ContentType ?? contentTypeOf(key),
        stream: object.Body as Readable,
      };
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
      recent.delete(key);
    },

    async servePublic(app) {
      const { publicUrl } = settings;
      app.get(`/${PUBLIC_PREFIX}*`, async (request, reply) => {
        const key = publicKeyOf(request.url.split('?', 1)[0] ?? '');
        if (!key) return reply.callNotFound();
        setPublicFileHeaders(reply);
        // Behind a CDN the browser fetches the picture there; the redirect is cached as long.
        if (publicUrl) return reply.redirect(`${publicUrl}/${key}`, 302);
        const file = await recent.fetch(key);
        if (!file) return reply.callNotFound();
        if (file.etag) {
          reply.header('etag', file.etag);
          if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
        }
        return reply.header('content-type', file.contentType).send(file.body);
      });
    },
  };
}
