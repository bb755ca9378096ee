import { NoSuchKey, S3Client, S3ServiceException } from '@aws-sdk/client-s3';

/** How to reach an S3-compatible store: its address, region and, unless the SDK's chain, keys. */
export interface S3Connection {
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO, s3rver). */
  forcePathStyle: boolean;
}

/** A client of any S3-compatible store (Aliyun OSS, Tencent COS, MinIO, R2, S3 itself). */
export function s3Client(connection: S3Connection): S3Client {
  const { endpoint, region, accessKeyId, secretAccessKey, forcePathStyle } = connection;
  return new S3Client({
    endpoint,
    region,
    forcePathStyle,
    // Unset keys: the SDK's own chain (environment, instance role).
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    // Since 3.729 the SDK sends a checksum with every upload, a streamed body as aws-chunked
    // with the checksum in a trailer. Stores that predate it (s3rver, which the tests run, older
    // MinIO, some providers' S3 gateways) refuse it or keep the chunk headers as part of the
    // object. Checksums only where an operation requires them (DeleteObjects).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without these a store that stops answering would hold a request, and its customer, forever.
    // The request timeout is the socket's idle time, so a large upload that keeps moving is not cut.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
  });
}

/** Whether the store said there is no such object (a GET's NoSuchKey, a HEAD's bare 404). */
export function isMissingObject(err: unknown): boolean {
  return (
    err instanceof NoSuchKey ||
    (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)
  );
}
