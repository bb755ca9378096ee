import { ownTables, type Connection } from '../../db/connection';
import type { CartTables } from '../../db/tables/cart';

/** The cart's part of erasing an account. */
export async function eraseCart(trxGiven: Connection, userId: number) {
  const trx = ownTables<CartTables>(trxGiven);
  const result = await trx
    .deleteFrom('cart_lines')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { cart: Number(result.numDeletedRows) };
}
