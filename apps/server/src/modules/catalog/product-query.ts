import type { Expression } from 'kysely';
import { ownTables, type Connection } from '../../db/connection';
import type { CatalogTables } from '../../db/tables/catalog';

type Operand = number | Expression<number>;

/**
 * Subqueries on `products` for another module's statement that must stay one statement (a cart
 * line added only while the product can be bought): the catalogue keeps the SQL on its table,
 * the caller embeds it. A product id or quantity may be a column of the caller's statement.
 */
export const productQuery = {
  /**
   * The product `productId` (as `product_id`) while it is on sale with at least `quantity` units
   * in stock; with `now`, also only once released and within its limit per customer.
   */
  purchasable(connection: Connection, productId: Operand, quantity: Operand, now?: number) {
    let query = ownTables<CatalogTables>(connection)
      .selectFrom('products')
      .select('products.id as product_id')
      .where('products.id', '=', productId)
      .where('products.on_sale', '=', 1)
      .where('products.stock', '>=', quantity);
    if (now !== undefined) {
      query = query.where((eb) =>
        eb.and([
          eb.or([eb('products.release_at', 'is', null), eb('products.release_at', '<=', now)]),
          eb.or([
            eb('products.limit_per_customer', 'is', null),
            eb('products.limit_per_customer', '>=', quantity),
          ]),
        ]),
      );
    }
    return query;
  },

  /** The most units of `productId` one customer may buy; null when unlimited. */
  limit(connection: Connection, productId: Operand) {
    return ownTables<CatalogTables>(connection)
      .selectFrom('products')
      .select('products.limit_per_customer')
      .where('products.id', '=', productId);
  },

  /** The units in stock of `productId`. */
  stock(connection: Connection, productId: Operand) {
    return ownTables<CatalogTables>(connection)
      .selectFrom('products')
      .select('products.stock')
      .where('products.id', '=', productId);
  },

  /**
   * The columns of `products` other modules show beside their rows (a serial's product), as a
   * derived table they join: `innerJoin(productQuery.labels(db).as('p'), 'p.id', …)`.
   */
  labels(connection: Connection) {
    return ownTables<CatalogTables>(connection)
      .selectFrom('products')
      .select([
        'products.id',
        'products.product_no',
        'products.name_zh',
        'products.name_en',
        'products.image',
        'products.type',
      ]);
  },
};
