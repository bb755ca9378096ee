import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as forward, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { serveOnLoopback } from '../loopback';

/** What the fake saw of one request whose signature held. */
export interface SeenS3Request {
  method: string;
  key: string;
  headers: IncomingMessage['headers'];
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as Signature Version 4 wants it. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/**
 * Why a request's AWS Signature Version 4 does not hold, or undefined when it does: recomputed
 * here from the method, path, query, signed headers and body with the secret the store knows.
 */
function signatureProblem(
  request: IncomingMessage,
  body: Buffer,
  keys: { accessKeyId: string; secretAccessKey: string; region: string },
): string | undefined {
  const match = AUTHORIZATION.exec(String(request.headers.authorization ?? ''));
  if (!match) return 'no Signature Version 4 authorization';
  const [, accessKeyId, day, region, signedList, signature] = match as unknown as string[];
  if (accessKeyId !== keys.accessKeyId) return `unknown access key ${accessKeyId}`;
  if (region !== keys.region) return `signed for region ${region}`;
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day ?? '-')) return 'x-amz-date is not the credential day';
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
    return 'x-amz-content-sha256 is not the body sent';
  }
  const signed = (signedList ?? '').split(';');
  if (!signed.includes('host') || !signed.includes('x-amz-date')) return 'host or date unsigned';
  const url = new URL(request.url ?? '/', 'http://fake');
  const query = [...url.searchParams]
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .sort()
    .join('&');
  const headers = signed
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [request.method, url.pathname, query, headers, signedList, payloadHash].join(
    '\n',
  );
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  let key: Buffer = hmac(`AWS4${keys.secretAccessKey}`, day ?? '');
  for (const part of [region ?? '', 's3', 'aws4_request']) key = hmac(key, part);
  const expected = Buffer.from(hmac(key, toSign).toString('hex'));
  const given = Buffer.from(signature ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? undefined
    : 'SignatureDoesNotMatch';
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * An S3-compatible store for tests: s3rver keeps the objects (on a folder of its own), and in
 * front of it every request's Signature Version 4 is checked with the bucket's secret, which
 * s3rver itself does not do. Requests that fail are refused as S3 refuses them.
 */
export async function startFakeS3(options: { bucket?: string } = {}) {
  const bucket = options.bucket ?? 'atelier-test';
  const keys = {
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
  };
  const directory = mkdtempSync(path.join(os.tmpdir(), 'atelier-s3-'));
  const store = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port: storePort } = (await store.run()) as AddressInfo;
  const seen: SeenS3Request[] = [];
  const refused: string[] = [];

  const front = await serveOnLoopback(async (request, response) => {
    const body = await bodyOf(request);
    const problem = signatureProblem(request, body, keys);
    if (problem) {
      refused.push(problem);
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`,
      );
      return;
    }
    const { pathname } = new URL(request.url ?? '/', 'http://fake');
    seen.push({
      method: request.method ?? '',
      key: decodeURIComponent(pathname.replace(`/${bucket}/`, '')),
      headers: request.headers,
    });
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: storePort,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: `127.0.0.1:${storePort}` },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    upstream.end(body);
  });

  return {
    endpoint: front.endpoint,
    bucket,
    ...keys,
    /** The S3_* variables that point the shop at this store. */
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: front.endpoint,
      S3_REGION: keys.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: keys.accessKeyId,
      S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    seen,
    refused,
    async close() {
      await front.close();
      await store.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;
