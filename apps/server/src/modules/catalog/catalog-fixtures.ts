import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { MallType } from '@atelier/contract';
import type { ProductsTable } from '../../db/tables/catalog';

let serial = 0;

/**
 * Rows the catalogue tests own, so they never depend on the demo content seeded beside them.
 * Everything is inserted before the first read: public reads are cached.
 */
export async function insertCategory(app: FastifyInstance, type: MallType, name: string) {
  const row = await app.db
    .insertInto('product_categories')
    .values({
      type,
      name_zh: `${name}（中）`,
      name_en: name,
      image: '',
      sort: 900,
      created_at: app.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertProduct(
  app: FastifyInstance,
  values: Partial<Insertable<ProductsTable>> & Pick<ProductsTable, 'category_id' | 'name_en'>,
) {
  serial += 1;
  const now = app.clock.now();
  const defaults: Insertable<ProductsTable> = {
    type: 'art',
    category_id: values.category_id,
    artisan_id: null,
    name_zh: `${values.name_en}（中）`,
    name_en: values.name_en,
    image: `/img/test-${serial}.svg`,
    images: JSON.stringify([`/img/test-${serial}.svg`]),
    description_zh: '',
    description_en: '',
    specs_zh: '[]',
    specs_en: '[]',
    brand_zh: '',
    brand_en: '',
    product_no: `TST-${now}-${serial}`,
    gross_weight: 0,
    age_of_use_zh: '',
    age_of_use_en: '',
    material_zh: '',
    material_en: '',
    size_zh: '',
    size_en: '',
    price: 10000,
    score_price: 0,
    earn_score: 0,
    stock: 5,
    sales: 0,
    on_sale: 1,
    sort: 0,
    created_at: now + serial,
    updated_at: now,
  };
  const row = await app.db
    .insertInto('products')
    .values({ ...defaults, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
