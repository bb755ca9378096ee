import { UPLOAD_FIELD } from '@atelier/contract';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { AppError } from '../errors';

export interface UploadedFile {
  bytes: Buffer;
  /** The name the client gave, unchecked. */
  filename: string;
}

/** One file, and room for a few plain fields a client may add beside it. */
const FORM_LIMITS = { files: 1, fields: 10, parts: 11 };

/** Multipart's own code for a file cut at the size limit, raised once the form has ended. */
const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Reads the one file of a multipart request, in the field `file`, into memory. The form is read
 * to its end, so a broken one is refused wherever it breaks (no boundary, garbage, a second file,
 * a missing end) rather than failing as a fault. An absent or empty file is refused with the
 * caller's `missing`, one over `maxBytes` with `tooLarge`: never cut short and kept.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  {
    maxBytes,
    missing,
    tooLarge,
  }: { maxBytes: number; missing: () => AppError; tooLarge: () => AppError },
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw missing();
  let upload: UploadedFile | undefined;
  try {
    for await (const part of request.parts({ limits: { ...FORM_LIMITS, fileSize: maxBytes } })) {
      if (part.type !== 'file') continue;
      const bytes = await readAll(part.file);
      // The parser marks a file it cut at the limit before ending its stream.
      if (part.file.truncated) throw tooLarge();
      if (part.fieldname === UPLOAD_FIELD) upload = { bytes, filename: part.filename };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: unknown }).code === FILE_TOO_LARGE) throw tooLarge();
    throw new AppError('uploadUnreadable', {}, 100, { cause: err });
  }
  if (!upload || upload.bytes.length === 0) throw missing();
  return upload;
}
