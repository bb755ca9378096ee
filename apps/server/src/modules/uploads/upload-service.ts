import { ownTables, type Connection } from '../../db/connection';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
  UPLOADS_PER_DAY,
  type ActionOutput,
} from '@atelier/contract';
import type { FastifyRequest } from 'fastify';
import type { UploadsTables } from '../../db/tables/uploads';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { keepIfRecorded } from '../../lib/daily-cap';
import { readUploadedFile } from '../../lib/multipart-file';
import type { AccountService } from '../account/account-service';
import type { ImageRefusal, ImageStore } from './image-store';
import { uploadRepository } from './upload-repository';

const tooLarge = () => new AppError('uploadTooLarge', { mb: UPLOAD_MAX_BYTES / 1024 / 1024 });
const dailyLimit = () => new AppError('uploadDailyLimit', { count: UPLOADS_PER_DAY });
const refusals: Record<ImageRefusal, () => AppError> = {
  notImage: () => new AppError('uploadNotImage'),
  tooManyPixels: () => new AppError('uploadTooManyPixels', { mp: UPLOAD_MAX_PIXELS / 1_000_000 }),
};

export function uploadService(
  dbGiven: Connection,
  store: ImageStore,
  account: AccountService,
  clock: Clock,
) {
  const db = ownTables<UploadsTables>(dbGiven);
  const repo = uploadRepository(db);
  return {
    async upload(userId: number, request: FastifyRequest): Promise<ActionOutput<'upload'>> {
      const now = clock.now();
      // Saves reading and decoding the file of an account already at its cap; the cap itself
      // is held when the upload is recorded.
      if (!(await repo.hasRoomToday(userId, now))) throw dailyLimit();
      const { bytes } = await readUploadedFile(request, {
        maxBytes: UPLOAD_MAX_BYTES,
        missing: () => new AppError('uploadMissing'),
        tooLarge,
      });
      const image = await store.saveImage(bytes);
      if (typeof image === 'string') throw refusals[image]();
      const recorded = await keepIfRecorded(
        () => repo.record(userId, image, now),
        () => store.remove(image.url),
      );
      if (!recorded) throw dailyLimit();
      return image;
    },

    /** Only an image this user uploaded can become their avatar. */
    async setAvatar(userId: number, url: string) {
      const upload = await repo.ownedBy(userId, url);
      const avatar = upload && (await store.saveAvatar(upload.url));
      if (!avatar) throw new AppError('uploadNotYours');
      return account.setAvatar(userId, avatar);
    },
  };
}

export type UploadService = ReturnType<typeof uploadService>;
