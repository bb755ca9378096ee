import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The cart's part of erasing an account. */
export async function eraseCart(trx: Kysely<Database>, userId: number) {
  const result = await trx
    .deleteFrom('cart_lines')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { cart: Number(result.numDeletedRows) };
}
