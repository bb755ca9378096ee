import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, type ActionOutput } from '@atelier/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { AccountService } from '../account/account-service';
import type { ImageStore } from './image-store';
import { uploadRepository } from './upload-repository';

const tooLarge = () => new AppError('uploadTooLarge', { mb: UPLOAD_MAX_BYTES / 1024 / 1024 });

/** Reads the one file of a multipart request, refusing anything but a small enough image. */
async function readImageFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('uploadMissing');
  let file;
  try {
    file = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw err;
  }
  if (!file || file.fieldname !== UPLOAD_FIELD) throw new AppError('uploadMissing');
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
}

export function uploadService(db: Kysely<Database>, store: ImageStore, account: AccountService) {
  const repo = uploadRepository(db);
  return {
    async upload(userId: number, request: FastifyRequest): Promise<ActionOutput<'upload'>> {
      const bytes = await readImageFile(request);
      if (bytes.length === 0) throw new AppError('uploadMissing');
      const image = await store.saveImage(bytes);
      if (!image) throw new AppError('uploadNotImage');
      await repo.record(userId, image, Date.now());
      return image;
    },

    /** Only an image this user uploaded can become their avatar. */
    async setAvatar(userId: number, url: string) {
      const upload = await repo.ownedBy(userId, url);
      if (!upload) throw new AppError('uploadNotYours');
      return account.setAvatar(userId, await store.saveAvatar(upload.url));
    },
  };
}
