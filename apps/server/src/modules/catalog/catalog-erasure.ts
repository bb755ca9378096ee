import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The catalogue's part of erasing an account: its favourites. */
export function catalogErasure(db: Kysely<Database>) {
  return {
    async favouriteCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('product_collections')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async erase(trx: Kysely<Database>, userId: number) {
      const result = await trx
        .deleteFrom('product_collections')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return { favourites: Number(result.numDeletedRows) };
    },
  };
}
