import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { MallType, ProductSort } from '@atelier/contract';
import type { CatalogTables } from '../../db/tables/catalog';
import { categoryNames } from '../site/category-query';
import { containsPattern } from '../../db/like-pattern';

export interface ProductFilter {
  category_id?: number;
  type?: MallType;
  keyword?: string;
}

/** What a product card is made of. */
const cardColumns = [
  'products.id',
  'products.type',
  'products.category_id',
  'products.name_zh',
  'products.name_en',
  'products.image',
  'products.price',
  'products.score_price',
  'products.earn_score',
  'products.stock',
  'products.sales',
] as const;

/** The price in the product's own mall: fen in the art mall, points in the points mall. */
function ownPrice(eb: ExpressionBuilder<CatalogTables, 'products'>) {
  return eb
    .case()
    .when('products.type', '=', 'points')
    .then(eb.ref('products.score_price'))
    .else(eb.ref('products.price'))
    .end();
}

/** The prices an order line was made with. */
export interface Priced {
  type: MallType;
  price: number;
  score_price: number;
  earn_score: number;
}

export function catalogRepository(db: Kysely<CatalogTables>) {
  function onSale(filter: ProductFilter) {
    let query = db.selectFrom('products').where('products.on_sale', '=', 1);
    if (filter.category_id !== undefined)
      query = query.where('products.category_id', '=', filter.category_id);
    if (filter.type) query = query.where('products.type', '=', filter.type);
    if (filter.keyword) {
      // SQLite's LIKE ignores ASCII case and PostgreSQL's does not; lower() on both sides,
      // by the same database, makes them agree.
      const pattern = sql`lower(${containsPattern(filter.keyword)})`;
      query = query.where(
        sql<boolean>`(lower(products.name_zh) like ${pattern} escape '\\' or lower(products.name_en) like ${pattern} escape '\\')`,
      );
    }
    return query;
  }

  return {
    async productPage(filter: ProductFilter, sort: ProductSort, offset: number, limit: number) {
      let rows = onSale(filter).select(cardColumns);
      if (sort === 'newest')
        rows = rows.orderBy('products.created_at', 'desc').orderBy('products.id', 'desc');
      else if (sort === 'popular')
        rows = rows.orderBy('products.sales', 'desc').orderBy('products.id', 'desc');
      else {
        const direction = sort === 'price_asc' ? 'asc' : 'desc';
        rows = rows.orderBy(ownPrice, direction).orderBy('products.id', direction);
      }
      const [list, total] = await Promise.all([
        rows.limit(limit).offset(offset).execute(),
        onSale(filter)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: list, total: Number(total.n) };
    },

    /** A product whether on sale or not, with its category's name. */
    productById(id: number) {
      return db
        .selectFrom('products')
        .selectAll('products')
        .select((eb) => categoryNames(db, eb.ref('products.category_id')))
        .where('products.id', '=', id)
        .executeTakeFirst();
    },

    /** Only a product's pictures: a product page's document names the first before it is sent. */
    productImages(id: number) {
      return db.selectFrom('products').select('images').where('id', '=', id).executeTakeFirst();
    },

    /** Products by id, on sale or not, as cards with their sale flag (cart lines, checkout). */
    cardsByIds(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('products')
        .select(cardColumns)
        .select('products.on_sale')
        .where('products.id', 'in', ids)
        .execute();
    },

    /** What an order line copies from its products, with their sale flag and stock (checkout). */
    forCheckout(ids: readonly number[]) {
      return db
        .selectFrom('products')
        .select([
          'id',
          'type',
          'name_zh',
          'name_en',
          'image',
          'price',
          'score_price',
          'earn_score',
          'on_sale',
          'stock',
          'sale_mode',
        ])
        .where('id', 'in', ids)
        .execute();
    },

    /**
     * Takes `quantity` units if, and only if, the product is on sale with that many in stock and
     * still at the prices the order was made with: one conditional statement, so two buyers can
     * never both get the last unit. False when it cannot be sold so.
     */
    async takeStock(productId: number, quantity: number, now: number, priced: Priced) {
      const row = await db
        .updateTable('products')
        .set((eb) => ({
          stock: eb('stock', '-', quantity),
          sales: eb('sales', '+', quantity),
          updated_at: now,
        }))
        .where('id', '=', productId)
        .where('on_sale', '=', 1)
        .where('stock', '>=', quantity)
        .where('type', '=', priced.type)
        .where('price', '=', priced.price)
        .where('score_price', '=', priced.score_price)
        .where('earn_score', '=', priced.earn_score)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Puts units of a cancelled order back on the shelf. */
    async returnStock(productId: number, quantity: number, now: number) {
      await db
        .updateTable('products')
        .set((eb) => ({
          stock: eb('stock', '+', quantity),
          sales: eb('sales', '-', quantity),
          updated_at: now,
        }))
        .where('id', '=', productId)
        .execute();
    },

    /** The same repository inside a transaction. */
    within(trx: Kysely<CatalogTables>) {
      return catalogRepository(trx);
    },

    productExists(id: number) {
      return db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst();
    },

    async isCollected(userId: number, productId: number) {
      const row = await db
        .selectFrom('product_collections')
        .select('id')
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async addCollection(userId: number, productId: number, now: number) {
      await db
        .insertInto('product_collections')
        .values({ user_id: userId, product_id: productId, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
        .execute();
    },

    async removeCollection(userId: number, productId: number) {
      const result = await db
        .deleteFrom('product_collections')
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** A user's favourites, newest first, on sale or not, so a withdrawn one can be removed. */
    async collectionPage(userId: number, offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('product_collections')
          .innerJoin('products', 'products.id', 'product_collections.product_id')
          .select(cardColumns)
          .select([
            'product_collections.id as collection_id',
            'product_collections.created_at as collected_at',
          ])
          .where('product_collections.user_id', '=', userId)
          .orderBy('product_collections.created_at', 'desc')
          .orderBy('product_collections.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('product_collections')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
  };
}
export type CatalogRepository = ReturnType<typeof catalogRepository>;
