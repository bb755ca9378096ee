import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import {
  checkedKey,
  contentTypeOf,
  PUBLIC_PREFIX,
  publicKeyOf,
  setPublicFileHeaders,
  type FileStorage,
} from './file-storage';

export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Where the bucket's public files are served from (a CDN); unset, the server streams them. */
  publicUrl: string | undefined;
}

const status = (err: unknown) =>
  err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
const isMissing = (err: unknown) => err instanceof NoSuchKey || status(err) === 404;

/**
 * Files in any S3-compatible store (Aliyun OSS, Tencent COS, MinIO, R2, S3 itself), so every
 * instance of the shop sees the same files. Objects are written private; making `uploads/`
 * readable by a CDN is the bucket's policy, never `resumes/`.
 */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // The SDK's default checksums (CRC32 headers on every write) are S3's own; the other stores'
    // S3 APIs refuse or ignore them. MD5-free writes of whole buffers need none.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without these a store that stops answering would hold a request, and its customer, forever.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
  });
  const { bucket } = settings;

  async function get(key: string, ifNoneMatch?: string) {
    try {
      return await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key), IfNoneMatch: ifNoneMatch }),
      );
    } catch (err) {
      if (isMissing(err)) return undefined;
      if (status(err) === 304) return 'not-modified' as const;
      throw err;
    }
  }

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
      if (!object || object === 'not-modified' || !object.Body) return undefined;
      return Buffer.from(await object.Body.transformToByteArray());
    },

    async open(key) {
      const object = await get(key);
      if (!object || object === 'not-modified' || !object.Body) return undefined;
      return {
        size: object.ContentLength,
        contentType: object.ContentType ?? contentTypeOf(key),
        stream: object.Body as Readable,
      };
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
    },

    async servePublic(app) {
      const { publicUrl } = settings;
      app.get(`/${PUBLIC_PREFIX}*`, async (request, reply) => {
        const key = publicKeyOf(request.url.split('?', 1)[0] ?? '');
        if (!key) return reply.callNotFound();
        setPublicFileHeaders(reply);
        // Behind a CDN the browser fetches the picture there; the redirect is cached as long.
        if (publicUrl) return reply.redirect(`${publicUrl}/${key}`, 302);
        const tag = request.headers['if-none-match'];
        const object = await get(key, tag);
        if (object === 'not-modified') return reply.code(304).send();
        if (!object?.Body) return reply.callNotFound();
        reply.header('content-type', object.ContentType ?? contentTypeOf(key));
        if (object.ContentLength !== undefined)
          reply.header('content-length', object.ContentLength);
        if (object.ETag) reply.header('etag', object.ETag);
        return reply.send(object.Body as Readable);
      });
    },
  };
}
