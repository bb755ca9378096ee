import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { LOW_STOCK, type MallType } from '@atelier/contract';
import type { CatalogTables } from '../../db/tables/catalog';
import type { ProductsTable } from '../../db/tables/catalog';
import { containsPattern } from '../../db/like-pattern';
import { categoryNames } from '../site/category-query';

export interface AdminProductFilter {
  keyword?: string;
  type?: MallType;
  category_id?: number;
  on_sale?: boolean;
  low_stock?: boolean;
}
export type AdminProductSort =
  'newest' | 'oldest' | 'stock_asc' | 'stock_desc' | 'price_asc' | 'price_desc' | 'sales_desc';

const listColumns = [
  'products.id',
  'products.type',
  'products.product_no',
  'products.name_zh',
  'products.name_en',
  'products.image',
  'products.category_id',
  'products.price',
  'products.score_price',
  'products.stock',
  'products.sales',
  'products.on_sale',
  'products.updated_at',
  // The list flags untranslated texts; these are read for that only.
  'products.description_zh',
  'products.description_en',
  'products.brand_zh',
  'products.brand_en',
  'products.age_of_use_zh',
  'products.age_of_use_en',
  'products.material_zh',
  'products.material_en',
  'products.size_zh',
  'products.size_en',
  'products.specs_zh',
  'products.specs_en',
] as const;

/** The console's reads and writes of products and their stock movements. */
export function catalogConsoleRepository(db: Kysely<CatalogTables>) {
  function filtered(filter: AdminProductFilter) {
    let query = db.selectFrom('products');
    if (filter.type) query = query.where('products.type', '=', filter.type);
    if (filter.category_id !== undefined)
      query = query.where('products.category_id', '=', filter.category_id);
    if (filter.on_sale !== undefined)
      query = query.where('products.on_sale', '=', filter.on_sale ? 1 : 0);
    if (filter.low_stock) query = query.where('products.stock', '<=', LOW_STOCK);
    if (filter.keyword) {
      // lower() on both sides: SQLite's LIKE ignores ASCII case and PostgreSQL's does not.
      const pattern = containsPattern(filter.keyword);
      query = query.where(
        sql<boolean>`(lower(products.name_zh) like ${pattern} escape '\\' or lower(products.name_en) like ${pattern} escape '\\' or lower(products.product_no) like ${pattern} escape '\\')`,
      );
    }
    return query;
  }

  function sorted(filter: AdminProductFilter, sort: AdminProductSort) {
    const rows = filtered(filter)
      .select(listColumns)
      .select((eb) => categoryNames(db, eb.ref('products.category_id')));
    switch (sort) {
      case 'oldest':
        return rows.orderBy('products.created_at', 'asc').orderBy('products.id', 'asc');
      case 'stock_asc':
        return rows.orderBy('products.stock', 'asc').orderBy('products.id', 'asc');
      case 'stock_desc':
        return rows.orderBy('products.stock', 'desc').orderBy('products.id', 'desc');
      case 'price_asc':
        return rows.orderBy('products.price', 'asc').orderBy('products.score_price', 'asc');
      case 'price_desc':
        return rows.orderBy('products.price', 'desc').orderBy('products.score_price', 'desc');
      case 'sales_desc':
        return rows.orderBy('products.sales', 'desc').orderBy('products.id', 'desc');
      default:
        return rows.orderBy('products.created_at', 'desc').orderBy('products.id', 'desc');
    }
  }

  return {
    /** How many products each category holds (categories with none are absent). */
    async countByCategory(): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('products')
        .select((eb) => ['category_id', eb.fn.countAll<number>().as('n')])
        .groupBy('category_id')
        .execute();
      return new Map(rows.map((row) => [row.category_id, Number(row.n)]));
    },

    within(trx: Kysely<CatalogTables>) {
      return catalogConsoleRepository(trx);
    },

    async page(filter: AdminProductFilter, sort: AdminProductSort, offset: number, limit: number) {
      const [rows, count] = await Promise.all([
        sorted(filter, sort).limit(limit).offset(offset).execute(),
        filtered(filter)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** Every product the filter matches, up to `max`, for an export. */
    all(filter: AdminProductFilter, sort: AdminProductSort, max: number) {
      return sorted(filter, sort).selectAll('products').limit(max).execute();
    },

    byId(id: number) {
      return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    },

    byNumbers(numbers: readonly string[]) {
      if (numbers.length === 0) return Promise.resolve([]);
      return db.selectFrom('products').selectAll().where('product_no', 'in', numbers).execute();
    },

    async numberTaken(productNo: string, exceptId: number | undefined) {
      let query = db.selectFrom('products').select('id').where('product_no', '=', productNo);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insert(values: Insertable<ProductsTable>) {
      const row = await db
        .insertInto('products')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, values: Updateable<ProductsTable>) {
      await db.updateTable('products').set(values).where('id', '=', id).execute();
    },

    /**
     * Moves stock by `delta` if, and only if, the result stays at or above zero: one conditional
     * statement, so concurrent adjustments and orders never oversell or go negative. Returns the
     * new stock, or nothing when the product is unknown or too little is left.
     */
    async moveStock(id: number, delta: number, now: number) {
      const row = await db
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '+', delta), updated_at: now }))
        .where('id', '=', id)
        .where((eb) => eb(eb('stock', '+', delta), '>=', 0))
        .returning('stock')
        .executeTakeFirst();
      return row?.stock;
    },

    async addMovement(values: Insertable<CatalogTables['stock_movements']>) {
      await db.insertInto('stock_movements').values(values).execute();
    },

    async movements(productId: number, offset: number, limit: number) {
      const query = db.selectFrom('stock_movements').where('product_id', '=', productId);
      const [rows, count] = await Promise.all([
        query
          .select(['id', 'delta', 'stock_after', 'reason', 'actor_name', 'created_at'])
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}
export type CatalogConsoleRepository = ReturnType<typeof catalogConsoleRepository>;
