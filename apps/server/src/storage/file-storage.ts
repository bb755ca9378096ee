import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/** A stored file opened for reading: its bytes as a stream, with what a response needs. */
export interface StoredFile {
  size: number | undefined;
  contentType: string | undefined;
  stream: Readable;
}

/**
 * Where the shop's files live, whichever store holds them: pictures, avatars and the demo's
 * pictures under `uploads/` (public, served at `/uploads/…`), résumés under `resumes/` (private,
 * reached only through the server). Callers make keys unique; a key never changes its bytes.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The whole file, or undefined when there is none under `key`. */
  read(key: string): Promise<Buffer | undefined>;
  open(key: string): Promise<StoredFile | undefined>;
  /** Forgets the file; one already gone is no error. */
  remove(key: string): Promise<void>;
  /** Answers `GET /uploads/…` with the public files. */
  servePublic(app: FastifyInstance): Promise<void>;
}

/** Public files are under this prefix, and are served at the same path. */
export const PUBLIC_PREFIX = 'uploads/';

/** Names of letters, digits, `_`, `-` and `.` joined by `/`; never `..`. */
const KEY = /^(?:[a-z0-9_-][a-z0-9_.-]*\/)*[a-z0-9_-][a-z0-9_.-]*$/i;

const isKey = (key: string) => KEY.test(key) && !key.split('/').includes('..');

/** Refuses a key that could leave its folder or name nothing: keys reach here from stored rows. */
export function checkedKey(key: string): string {
  if (!isKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** The key of a public file from the address it is shown at (`/uploads/…`), if it is one. */
export function publicKeyOf(url: string): string | undefined {
  const key = url.slice(1);
  return url.startsWith(`/${PUBLIC_PREFIX}`) && isKey(key) ? key : undefined;
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/** The media type a key's extension names; files are only ever stored under these. */
export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Every public file is served with these: names are random or generated, so a file never
 * changes and can be cached for a week; the rest keep a browser from treating an upload as
 * anything but an image.
 */
export function setPublicFileHeaders(reply: Pick<FastifyReply, 'header'>): void {
  reply.header('cache-control', 'public, max-age=604800');
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
}
