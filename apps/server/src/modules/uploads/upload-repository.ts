import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { StoredImage } from './image-store';

export function uploadRepository(db: Kysely<Database>) {
  return {
    record(userId: number, image: StoredImage, now: number) {
      return db
        .insertInto('uploads')
        .values({ user_id: userId, ...image, created_at: now })
        .execute();
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
