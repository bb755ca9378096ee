import { UPLOAD_MAX_BYTES, type ActionOutput } from '@atelier/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { readUploadedFile } from '../../lib/multipart-file';
import type { AccountService } from '../account/account-service';
import type { ImageStore } from './image-store';
import { uploadRepository } from './upload-repository';

const tooLarge = () => new AppError('uploadTooLarge', { mb: UPLOAD_MAX_BYTES / 1024 / 1024 });

export function uploadService(db: Kysely<Database>, store: ImageStore, account: AccountService) {
  const repo = uploadRepository(db);
  return {
    async upload(userId: number, request: FastifyRequest): Promise<ActionOutput<'upload'>> {
      const { bytes } = await readUploadedFile(request, {
        maxBytes: UPLOAD_MAX_BYTES,
        missing: () => new AppError('uploadMissing'),
        tooLarge,
      });
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
