/** The catalogue console's formats as plain data, readable by the web without zod. */

/** At or below this many units a product counts as low on stock in the console's filter. */
export const LOW_STOCK = 5;
/** What a product's CSV file holds, in this order; `images` are URLs separated by `|`. */
export const PRODUCT_CSV_COLUMNS = [
  'product_no',
  'type',
  'category_id',
  'artisan_id',
  'name_zh',
  'name_en',
  'brand_zh',
  'brand_en',
  'description_zh',
  'description_en',
  'age_of_use_zh',
  'age_of_use_en',
  'material_zh',
  'material_en',
  'size_zh',
  'size_en',
  'gross_weight',
  'price',
  'score_price',
  'earn_score',
  'stock',
  'on_sale',
  'images',
] as const;
export const PRODUCT_ADMIN_SORTS = [
  'newest',
  'oldest',
  'stock_asc',
  'stock_desc',
  'price_asc',
  'price_desc',
  'sales_desc',
] as const;
/** Texts a product shows in both languages; an empty English one falls back to Chinese. */
export const PRODUCT_TEXTS = [
  'name',
  'description',
  'brand',
  'age_of_use',
  'material',
  'size',
] as const;
export const ARTIST_TEXTS = ['name', 'title', 'intro', 'bio', 'city'] as const;
export type ProductAdminSort = (typeof PRODUCT_ADMIN_SORTS)[number];
/** Where banners show, as the console lists them (the same as the site's `banner` positions). */
export const BANNER_POSITIONS = ['home', 'shop', 'points', 'about'] as const;
