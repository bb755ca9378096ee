import { ownTables, type Connection } from '../../db/connection';
import type { CatalogTables } from '../../db/tables/catalog';

/** The catalogue's part of erasing an account: its favourites. */
export function catalogErasure(dbGiven: Connection) {
  const db = ownTables<CatalogTables>(dbGiven);
  return {
    async favouriteCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('product_collections')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async erase(trxGiven: Connection, userId: number) {
      const trx = ownTables<CatalogTables>(trxGiven);
      const result = await trx
        .deleteFrom('product_collections')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return { favourites: Number(result.numDeletedRows) };
    },
  };
}
