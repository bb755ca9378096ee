import { UPLOAD_FIELD } from '@atelier/contract';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { AppError } from '../errors';

export interface UploadedFile {
  bytes: Buffer;
  /** The name the client gave, unchecked; empty when it gave none. */
  filename: string;
}

/** Room for a few plain fields a client may add beside its one file. */
const MAX_FIELDS = 10;

/**
 * The parser's buffer for each part. A part it skips (one without a form-data disposition) stalls
 * the whole form, for ever, when more than this arrives for it in one piece; the network delivers
 * at most 64 KiB at a time, so this is well above any piece.
 */
const PART_BUFFER_BYTES = 1024 * 1024;

/** Multipart's own code for a file cut at the size limit, raised once the form has ended. */
const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Reads the one file of a multipart request, in the field `file`, into memory. The form is read
 * to its end, so a broken one is refused wherever it breaks (no boundary, garbage, a missing
 * end) rather than failing as a fault; a second file or too many fields are refused as they
 * come. An absent or empty file is refused with the caller's `missing`, one over `maxBytes` with
 * `tooLarge`: never cut short and kept.
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
  let files = 0;
  let fields = 0;
  try {
    // The counts are kept here, not by the parser: it skips what is over its limits, and a
    // skipped part can stall it.
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: Infinity, fields: Infinity },
      fileHwm: PART_BUFFER_BYTES,
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields += 1;
        if (fields > MAX_FIELDS) throw new AppError('uploadUnreadable');
        continue;
      }
      files += 1;
      if (files > 1) throw new AppError('uploadUnreadable');
      const bytes = await readAll(part.file);
      // The parser marks a file it cut at the limit before ending its stream.
      if (part.file.truncated) throw tooLarge();
      // A part is a file by its content type alone, so it may come without a name.
      const filename = (part.filename as string | undefined) ?? '';
      if (part.fieldname === UPLOAD_FIELD) upload = { bytes, filename };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: unknown }).code === FILE_TOO_LARGE) throw tooLarge();
    throw new AppError('uploadUnreadable', {}, 100, { cause: err });
  }
  if (!upload || upload.bytes.length === 0) throw missing();
  return upload;
}
