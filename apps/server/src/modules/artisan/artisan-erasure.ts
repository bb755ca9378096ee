import { ownTables, type Connection } from '../../db/connection';
import type { ArtisanTables } from '../../db/tables/artisan';

/** The artists' part of erasing an account: its likes and follows, and the counts they made. */
export function artisanErasure(dbGiven: Connection) {
  const db = ownTables<ArtisanTables>(dbGiven);
  return {
    async followCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('artisan_follows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async erase(trxGiven: Connection, userId: number) {
      const trx = ownTables<ArtisanTables>(trxGiven);
      const likes = await trx
        .deleteFrom('artisan_likes')
        .where('user_id', '=', userId)
        .returning('artisan_id')
        .execute();
      for (const { artisan_id } of likes) {
        await trx
          .updateTable('artisans')
          .set((eb) => ({ like_count: eb('like_count', '-', 1) }))
          .where('id', '=', artisan_id)
          .execute();
      }
      const follows = await trx
        .deleteFrom('artisan_follows')
        .where('user_id', '=', userId)
        .returning('artisan_id')
        .execute();
      for (const { artisan_id } of follows) {
        await trx
          .updateTable('artisans')
          .set((eb) => ({ follower_count: eb('follower_count', '-', 1) }))
          .where('id', '=', artisan_id)
          .execute();
      }
      return { likes: likes.length, follows: follows.length };
    },
  };
}
