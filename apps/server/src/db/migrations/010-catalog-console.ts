import type { Kysely } from 'kysely';
import { idRefType, primaryId, type DialectName } from '../dialect';

/** Tables and indexes of the catalogue console. */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const [idType, idColumn] = primaryId(dialect);
  // One row per manual stock change (or import), with who made it and why.
  await db.schema
    .createTable('stock_movements')
    .addColumn('id', idType, idColumn)
    .addColumn('product_id', idRefType, (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('stock_after', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('actor_id', idRefType, (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stock_movements_product')
    .on('stock_movements')
    .columns(['product_id', 'id'])
    .execute();

  // The console's product list: its filters and each of its sort orders.
  for (const [name, columns] of [
    ['products_admin_created', ['created_at', 'id']],
    ['products_admin_category', ['category_id', 'created_at']],
    ['products_admin_type', ['type', 'created_at']],
    ['products_admin_stock', ['stock', 'id']],
    ['products_admin_price', ['price', 'id']],
    ['products_admin_sales', ['sales', 'id']],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('products')
      .columns([...columns])
      .execute();
}
