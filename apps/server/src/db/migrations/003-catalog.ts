import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { primaryId, type DialectName } from '../dialect';

const bilingual = (name: string) => [`${name}_zh`, `${name}_en`];

/** Products of both malls, artists and their works, favourites, likes and follows. */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const [idType, idColumn] = primaryId(dialect);

  await db.schema
    .alterTable('product_categories')
    .addColumn('code', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('artisans')
    .addColumn('id', idType, idColumn)
    .$call((t) => {
      for (const col of ['name', 'title', 'intro', 'bio', 'city'].flatMap(bilingual))
        t = t.addColumn(col, 'text', (c) => c.notNull().defaultTo(''));
      return t;
    })
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('artworks')
    .addColumn('id', idType, idColumn)
    .addColumn('artisan_id', 'integer', (c) =>
      c.notNull().references('artisans.id').onDelete('cascade'),
    )
    .$call((t) => {
      for (const col of ['title', 'medium', 'description'].flatMap(bilingual))
        t = t.addColumn(col, 'text', (c) => c.notNull().defaultTo(''));
      return t;
    })
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('artworks_artisan').on('artworks').column('artisan_id').execute();

  await db.schema
    .createTable('products')
    .addColumn('id', idType, idColumn)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('product_categories.id'))
    .addColumn('artisan_id', 'integer', (c) => c.references('artisans.id').onDelete('set null'))
    .$call((t) => {
      const texts = ['name', 'description', 'brand', 'age_of_use', 'material', 'size'];
      for (const col of texts.flatMap(bilingual))
        t = t.addColumn(col, 'text', (c) => c.notNull().defaultTo(''));
      for (const col of bilingual('specs'))
        t = t.addColumn(col, 'text', (c) => c.notNull().defaultTo('[]'));
      return t;
    })
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('product_no', 'text', (c) => c.notNull().unique())
    .addColumn('gross_weight', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('earn_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('on_sale', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('products_stock_not_negative', sql`stock >= 0`)
    .addCheckConstraint('products_prices_not_negative', sql`price >= 0 AND score_price >= 0`)
    .execute();
  await db.schema
    .createIndex('products_listing')
    .on('products')
    .columns(['on_sale', 'type', 'category_id', 'created_at'])
    .execute();

  // One row per user and target: the unique index makes a repeated add a no-op.
  for (const [table, target, parent] of [
    ['product_collections', 'product_id', 'products'],
    ['artisan_likes', 'artisan_id', 'artisans'],
    ['artisan_follows', 'artisan_id', 'artisans'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', idType, idColumn)
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn(target, 'integer', (c) =>
        c.notNull().references(`${parent}.id`).onDelete('cascade'),
      )
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex(`${table}_unique`)
      .on(table)
      .columns(['user_id', target])
      .unique()
      .execute();
    await db.schema.createIndex(`${table}_target`).on(table).column(target).execute();
  }
}
