import { UPLOAD_FIELD } from '@atelier/contract';
import type { FastifyRequest } from 'fastify';
import type { AppError } from '../errors';

export interface UploadedFile {
  bytes: Buffer;
  /** The name the client gave, unchecked. */
  filename: string;
}

/**
 * Reads the one file of a multipart request, in the field `file`, into memory, refusing an
 * absent or empty file and one over `maxBytes` with the caller's own messages.
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
  let file;
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw err;
  }
  if (!file || file.fieldname !== UPLOAD_FIELD) throw missing();
  let bytes;
  try {
    bytes = await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  if (bytes.length === 0) throw missing();
  return { bytes, filename: file.filename };
}
