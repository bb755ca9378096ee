import { UPLOADS_PER_DAY } from '@atelier/contract';
import type { Kysely } from 'kysely';
import type { UploadsTables } from '../../db/tables/uploads';
import { addedToday, insertWithinDailyCap } from '../../db/capped-insert';
import type { StoredImage } from './image-store';

export function uploadRepository(db: Kysely<UploadsTables>) {
  return {
    /** False when the user may upload no more images today. */
    async hasRoomToday(userId: number, now: number): Promise<boolean> {
      return (await addedToday(db, 'uploads', userId, now)) < UPLOADS_PER_DAY;
    },

    /** Records the image, or answers undefined when the user's daily cap is reached. */
    record(userId: number, image: StoredImage, now: number) {
      return insertWithinDailyCap(
        db,
        { table: 'uploads', userId, now, cap: UPLOADS_PER_DAY },
        (trx) =>
          trx
            .insertInto('uploads')
            .values({ user_id: userId, ...image, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow(),
      );
    },

    /** The upload at `url`, if this user made it. */
    ownedBy(userId: number, url: string) {
      return db
        .selectFrom('uploads')
        .select(['id', 'url'])
        .where('user_id', '=', userId)
        .where('url', '=', url)
        .executeTakeFirst();
    },
  };
}
