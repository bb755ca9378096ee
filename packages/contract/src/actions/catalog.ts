import { z } from 'zod';
import { PRODUCT_SORTS, SALE_MODES } from '../codes';
import { flag, id, isoTime, mallType, money, pageInput, pageOf } from '../fields';

/** A product as lists show it. A cash product has `score_price` 0; a points product `price` "0.00". */
export const productCard = z.object({
  id,
  type: mallType,
  category_id: id,
  name: z.string(),
  image: z.string(),
  price: money.describe('Cash price in yuan; "0.00" in the points mall'),
  score_price: z.number().int().describe('Points price; 0 in the art mall'),
  earn_score: z.number().int().describe('Points a completed purchase of one earns'),
  stock: z.number().int(),
  sales: z.number().int().describe('Units sold; what "popular" sorts by'),
  release_at: isoTime
    .nullable()
    .describe('When it goes on sale; shown but not sold before; null: on sale now'),
  limit_per_customer: z
    .number()
    .int()
    .nullable()
    .describe('The most units one customer may buy (cancelled orders aside); null: no limit'),
  sale_mode: z.enum(SALE_MODES).describe('first_come: the first orders get it; draw: a draw'),
});

export const productList = {
  summary: 'Products on sale, filtered, sorted and paged',
  input: pageInput.extend({
    category_id: id.optional(),
    type: mallType.optional(),
    keyword: z.string().trim().max(50).optional().describe('Matches the name in either language'),
    sort: z.enum(PRODUCT_SORTS).default('newest'),
  }),
  output: pageOf(productCard),
};

export const productInfo = {
  summary: 'One product with everything its detail page shows',
  input: z.object({ id }),
  output: productCard.extend({
    category_name: z.string(),
    images: z.array(z.string()).describe('Gallery, the cover first'),
    description: z.string().describe('Sanitised HTML'),
    specs: z.array(z.object({ name: z.string(), value: z.string() })),
    brand: z.string(),
    product_no: z.string(),
    gross_weight: z.number().int().describe('Grams'),
    age_of_use: z.string(),
    material: z.string(),
    size: z.string(),
    on_sale: z.boolean(),
    artisan: z.object({ id, name: z.string(), avatar: z.string() }).nullable(),
    is_collected: z.boolean().describe('In the signed-in user’s favourites; false when anonymous'),
  }),
};

export const productCollection = {
  summary: 'Adds a product to favourites or removes it',
  input: z.object({
    product_id: id,
    collected: flag.optional().describe('The state wanted; without it the favourite toggles'),
  }),
  output: z.object({ collected: z.boolean() }),
};

export const productCollectionList = {
  summary: 'The signed-in user’s favourite products, newest first',
  input: pageInput,
  output: pageOf(z.object({ id, product_id: id, created_at: isoTime, product: productCard })),
};
