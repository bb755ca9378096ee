import { CART_LINES_MAX, LINE_QUANTITY_MAX } from '@atelier/contract';
import type { Kysely } from 'kysely';
import type { CartTables } from '../../db/tables/cart';
import { productQuery } from '../catalog/product-query';

const lineColumns = ['id', 'product_id', 'quantity', 'created_at'] as const;

export function cartRepository(db: Kysely<CartTables>) {
  const mine = (userId: number) => db.selectFrom('cart_lines').where('user_id', '=', userId);

  return {
    /**
     * Adds `quantity` units to the user's line of the product, making the line if there is none,
     * in one statement that also checks everything the result must satisfy: the product is on
     * sale, the line stays within stock and LINE_QUANTITY_MAX, and a new line still fits in the
     * cart. Concurrent adds each see the line as the others left it. Answers the line, or
     * nothing when the add was refused (and nothing changed).
     */
    add(userId: number, productId: number, quantity: number, now: number) {
      return db
        .insertInto('cart_lines')
        .columns(['product_id', 'user_id', 'quantity', 'created_at', 'updated_at'])
        .expression(
          productQuery
            .purchasable(db, productId, quantity, now)
            .select((eb) => [
              eb.cast<number>(eb.val(userId), 'integer').as('user_id'),
              eb.cast<number>(eb.val(quantity), 'integer').as('quantity'),
              eb.cast<number>(eb.val(now), 'bigint').as('created_at'),
              eb.cast<number>(eb.val(now), 'bigint').as('updated_at'),
            ])
            .where((w) =>
              w.or([
                w(
                  mine(userId).select((c) => c.fn.countAll<number>().as('n')),
                  '<',
                  CART_LINES_MAX,
                ),
                w.exists(mine(userId).select('id').where('product_id', '=', productId)),
              ]),
            ),
        )
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'product_id'])
            .doUpdateSet((eb) => ({
              quantity: eb('cart_lines.quantity', '+', eb.ref('excluded.quantity')),
              updated_at: eb.ref('excluded.updated_at'),
            }))
            .where((eb) =>
              eb.and([
                eb(
                  eb('cart_lines.quantity', '+', eb.ref('excluded.quantity')),
                  '<=',
                  LINE_QUANTITY_MAX,
                ),
                eb(
                  eb('cart_lines.quantity', '+', eb.ref('excluded.quantity')),
                  '<=',
                  productQuery.stock(db, eb.ref('cart_lines.product_id')),
                ),
                eb(
                  eb('cart_lines.quantity', '+', eb.ref('excluded.quantity')),
                  '<=',
                  eb.fn.coalesce(
                    productQuery.limit(db, eb.ref('cart_lines.product_id')),
                    eb.val(LINE_QUANTITY_MAX),
                  ),
                ),
              ]),
            ),
        )
        .returning(['id', 'quantity'])
        .executeTakeFirst();
    },

    /**
     * Sets a line's quantity while its product is on sale with that much stock, within its limit
     * per customer.
     */
    setQuantity(userId: number, id: number, quantity: number, now: number) {
      return db
        .updateTable('cart_lines')
        .set({ quantity, updated_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.exists(productQuery.purchasable(db, eb.ref('cart_lines.product_id'), quantity, now)),
        )
        .returning(lineColumns)
        .executeTakeFirst();
    },

    lineOfProduct(userId: number, productId: number) {
      return mine(userId)
        .select(lineColumns)
        .where('product_id', '=', productId)
        .executeTakeFirst();
    },

    lineById(userId: number, id: number) {
      return mine(userId).select(lineColumns).where('id', '=', id).executeTakeFirst();
    },

    /** Newest first. */
    lines(userId: number) {
      return mine(userId)
        .select(lineColumns)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    linesByIds(userId: number, ids: readonly number[]) {
      return mine(userId).select(['id', 'product_id', 'quantity']).where('id', 'in', ids).execute();
    },

    /** Deletes those of the lines that are the user's; answers how many. */
    async remove(userId: number, ids: readonly number[]) {
      const result = await db
        .deleteFrom('cart_lines')
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The same repository inside a transaction. */
    within(trx: Kysely<CartTables>) {
      return cartRepository(trx);
    },
  };
}
export type CartRepository = ReturnType<typeof cartRepository>;
