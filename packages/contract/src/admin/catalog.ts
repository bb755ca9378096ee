import { z } from 'zod';
import type { ActionSchema } from '../registry';
import { bannerPositions } from '../actions/site';
import {
  csvFile,
  empty,
  flag,
  id,
  integer,
  isoTime,
  mallType,
  money,
  optionalWebAddress,
  pageInput,
  pageOf,
  webAddress,
} from '../fields';
import { auditRow } from './audit';
import { missingEnglish, reorder, required, text } from './console-fields';
import { LOW_STOCK, PRODUCT_ADMIN_SORTS, type BANNER_POSITIONS } from './catalog-formats';
import { SALE_MODES } from '../codes';

/** A price as staff type it: yuan with at most two decimals ("128", "128.5", "128.50"). */
export const price = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'format.price' });
const count = (max: number, error: string) => integer({ min: 0, max, error });

/** A wall-clock minute that exists on the calendar: "2026-12-01 20:00". */
function isCalendarMinute(text: string): boolean {
  const [, y, mo, d, h, mi] = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(text) ?? [];
  if (y === undefined) return false;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)));
  return (
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(mo) - 1 &&
    date.getUTCDate() === Number(d) &&
    date.getUTCHours() === Number(h) &&
    date.getUTCMinutes() === Number(mi)
  );
}

/** When a product goes on sale, on the shop's clock. */
const releaseTime = z
  .string()
  .trim()
  .refine(isCalendarMinute, { error: 'format.releaseAt' })
  .describe('"YYYY-MM-DD HH:mm" on the shop’s clock');
const spec = z.object({ name: text(40), value: text(200) });

const filters = z.object({
  keyword: z.string().trim().max(60).optional().describe('Name in either language, or number'),
  type: mallType.optional(),
  category_id: id.optional(),
  on_sale: flag.optional(),
  low_stock: flag.optional().describe(`Only products with at most ${LOW_STOCK} in stock`),
  sort: z.enum(PRODUCT_ADMIN_SORTS).default('newest'),
});

const productRow = z.object({
  id,
  type: mallType,
  product_no: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  image: z.string(),
  category_id: id,
  category_name: z.string(),
  price: money,
  score_price: z.number().int(),
  stock: z.number().int(),
  sales: z.number().int(),
  on_sale: z.boolean(),
  low_stock: z.boolean(),
  missing_english: missingEnglish,
  updated_at: isoTime,
});

const productFields = z.object({
  type: mallType,
  category_id: id,
  artisan_id: id.nullable().default(null),
  name_zh: required(120),
  name_en: text(120),
  description_zh: text(20_000),
  description_en: text(20_000),
  specs_zh: z.array(spec).max(30).default([]),
  specs_en: z.array(spec).max(30).default([]),
  brand_zh: text(60),
  brand_en: text(60),
  product_no: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, { error: 'format.productNo' }),
  gross_weight: count(1_000_000, 'format.grossWeight').default(0),
  age_of_use_zh: text(60),
  age_of_use_en: text(60),
  material_zh: text(120),
  material_en: text(120),
  size_zh: text(120),
  size_en: text(120),
  price,
  score_price: count(100_000_000, 'format.points').default(0),
  earn_score: count(100_000_000, 'format.points').default(0),
  images: z
    .array(webAddress)
    .min(1, { error: 'format.images' })
    .max(12, { error: 'format.images' }),
  release_at: releaseTime
    .nullable()
    .optional()
    .describe('When it goes on sale, on the shop’s clock; null: at once; absent: as it was'),
  limit_per_customer: integer({ min: 1, max: 1_000_000, error: 'format.limitPerCustomer' })
    .nullable()
    .optional()
    .describe('The most units one customer may buy; null: no limit; absent: as it was'),
});

const movement = z.object({
  id,
  delta: z.number().int(),
  stock_after: z.number().int(),
  reason: z.string(),
  actor_name: z.string(),
  created_at: isoTime,
});

const productDetail = productFields.extend({
  id,
  artisan_id: id.nullable(),
  specs_zh: z.array(spec),
  specs_en: z.array(spec),
  price: money,
  stock: z.number().int(),
  sales: z.number().int(),
  on_sale: z.boolean(),
  release_at: z.string().nullable().describe('"YYYY-MM-DD HH:mm" on the shop’s clock, or null'),
  limit_per_customer: z.number().int().nullable(),
  sale_mode: z.enum(SALE_MODES),
  missing_english: missingEnglish,
  created_at: isoTime,
  updated_at: isoTime,
  movements: z.array(movement).describe('The latest stock movements'),
  history: z.array(auditRow),
});

const importRow = z.object({
  line: z.number().int().describe('Line in the file, the header being line 1'),
  product_no: z.string(),
  action: z.enum(['create', 'update']),
  values: z.record(z.string(), z.string()),
  errors: z.array(z.string()),
});

const csvInput = z.object({
  csv: z.string().min(1, { error: 'format.csvEmpty' }).max(2_000_000, { error: 'format.csvSize' }),
});

const category = z.object({
  id,
  type: mallType,
  code: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  image: z.string(),
  sort: z.number().int(),
  product_count: z.number().int(),
});

const banner = z.object({
  id,
  position: z.enum(bannerPositions),
  title_zh: z.string(),
  title_en: z.string(),
  subtitle_zh: z.string(),
  subtitle_en: z.string(),
  image: z.string(),
  link: z.string(),
  sort: z.number().int(),
  missing_english: missingEnglish,
});

const artistFields = z.object({
  name_zh: required(60),
  name_en: text(60),
  title_zh: text(120),
  title_en: text(120),
  intro_zh: text(2000),
  intro_en: text(2000),
  bio_zh: text(20_000),
  bio_en: text(20_000),
  city_zh: text(60),
  city_en: text(60),
  avatar: optionalWebAddress,
  cover: optionalWebAddress,
  sort: integer({ min: -1_000_000, max: 1_000_000, error: 'format.sort' }).default(0),
});

export const catalogConsoleSchemas = {
  productAdminList: {
    summary: 'Products of both malls, on sale or not, searched, filtered, sorted and paged',
    input: pageInput.extend(filters.shape),
    output: pageOf(productRow),
  },
  productAdminInfo: {
    summary: 'Every field of a product in both languages, its latest stock movements and history',
    input: z.object({ id }),
    output: productDetail,
  },
  productSave: {
    summary: 'Creates a product (no id, with its opening stock) or updates one (id)',
    input: productFields.extend({
      id: id.optional(),
      stock: count(1_000_000, 'format.stock')
        .default(0)
        .describe('Opening stock of a new product; later changes go through stockAdjust'),
    }),
    output: z.object({ id }),
  },
  productPublish: {
    summary: 'Puts a product on sale or withdraws it',
    input: z.object({ id, on_sale: flag }),
    output: z.object({ id, on_sale: z.boolean() }),
  },
  stockAdjust: {
    summary: 'Adds or takes stock with a reason; stock never goes below zero',
    input: z.object({
      id,
      delta: integer({ min: -1_000_000, max: 1_000_000, error: 'format.delta' }).refine(
        (n) => n !== 0,
        { error: 'format.delta' },
      ),
      reason: required(200),
    }),
    output: z.object({ id, stock: z.number().int() }),
  },
  stockMovements: {
    summary: "A product's stock movements, newest first",
    input: pageInput.extend({ product_id: id }),
    output: pageOf(movement),
  },
  productExport: {
    summary: 'The filtered list as a CSV text, columns as the import takes them',
    input: filters,
    output: z.object({ filename: z.string(), csv: csvFile }),
  },
  productImportPreview: {
    summary: 'Reads a CSV file of products and says what each row would do, storing nothing',
    input: csvInput,
    output: z.object({ rows: z.array(importRow), valid: z.boolean() }),
  },
  productImport: {
    summary: 'Creates and updates every row of a CSV file in one transaction, or none of them',
    input: csvInput,
    output: z.object({ created: z.number().int(), updated: z.number().int() }),
  },
  categoryAdminList: {
    summary: 'Categories of one mall (or both), in display order',
    input: z.object({ type: mallType.optional() }),
    output: z.array(category),
  },
  categorySave: {
    summary: 'Creates a category (no id) or renames one',
    input: z.object({
      id: id.optional(),
      type: mallType,
      code: z
        .string()
        .trim()
        .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: 'format.categoryCode' })
        .describe('What the shop’s address names the category by, e.g. "prints"'),
      name_zh: required(40),
      name_en: text(40),
      image: optionalWebAddress,
    }),
    output: z.object({ id }),
  },
  categoryReorder: {
    summary: "Sets a mall's category order: every category of the mall, first to last",
    input: z.object({ type: mallType, ids: reorder(200) }),
    output: empty,
  },
  bannerAdminList: {
    summary: 'Banners of one position, in display order',
    input: z.object({ position: z.enum(bannerPositions) }),
    output: z.array(banner),
  },
  bannerSave: {
    summary: 'Creates a banner (no id) at the end of its position, or updates one',
    input: z.object({
      id: id.optional(),
      position: z.enum(bannerPositions),
      title_zh: text(120),
      title_en: text(120),
      subtitle_zh: text(240),
      subtitle_en: text(240),
      image: webAddress,
      link: optionalWebAddress,
    }),
    output: z.object({ id }),
  },
  bannerReorder: {
    summary: "Sets a position's banner order: every banner of the position, first to last",
    input: z.object({ position: z.enum(bannerPositions), ids: reorder(100) }),
    output: empty,
  },
  bannerDelete: {
    summary: 'Removes a banner',
    input: z.object({ id }),
    output: empty,
  },
  artistAdminList: {
    summary: 'Artists with every field in both languages, searched by name, paged',
    input: pageInput.extend({ keyword: z.string().trim().max(60).optional() }),
    output: pageOf(artistFields.extend({ id, missing_english: missingEnglish })),
  },
  artistSave: {
    summary: 'Creates an artist (no id) or updates one',
    input: artistFields.extend({ id: id.optional() }),
    output: z.object({ id }),
  },
} satisfies Record<string, ActionSchema>;

// The console's list of banner positions names exactly the site's; the compiler checks it.
type ConsolePosition = (typeof BANNER_POSITIONS)[number];
type SitePosition = (typeof bannerPositions)[number];
const _samePositions: [ConsolePosition] extends [SitePosition]
  ? [SitePosition] extends [ConsolePosition]
    ? true
    : false
  : false = true;
void _samePositions;
