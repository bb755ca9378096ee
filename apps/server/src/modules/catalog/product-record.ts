import { PRODUCT_TEXTS, type ActionParams } from '@atelier/contract';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { ProductsTable } from '../../db/tables/catalog';
import { untranslated } from '../../i18n/localized';
import { fenToYuan, yuanToFen } from '../../lib/money';
import { sanitizeRichText } from '../../lib/rich-text';
import { minuteIn, minuteStartIn, toIso } from '../../lib/time';

export type ProductRow = Selectable<ProductsTable>;
type ProductInput = Omit<ActionParams<'productSave'>, 'id' | 'stock'>;

const imagesColumn = z.array(z.string());
const specsColumn = z.array(z.object({ name: z.string(), value: z.string() }));
const BILINGUAL = [...PRODUCT_TEXTS, 'specs'] as const;

/** Fields the site shows in Chinese to English readers because the English is empty. */
export function missingEnglish(
  row: Parameters<typeof untranslated<(typeof BILINGUAL)[number]>>[0],
) {
  return untranslated(row, BILINGUAL);
}

/** A price typed as "128", "128.5" or "128.50", as the wire's two-place money. */
export function typedYuanToFen(price: string): number {
  const [whole = '0', cents = ''] = price.split('.');
  return yuanToFen(`${whole}.${cents.padEnd(2, '0')}`);
}

/**
 * A description as stored: HTML is sanitised; plain text (no tags) becomes paragraphs, so the
 * lines staff typed stay lines on the product page.
 */
export function storedDescription(text: string): string {
  if (text.trim() === '') return '';
  if (/<[a-z][\s\S]*>/i.test(text)) return sanitizeRichText(text);
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split(/\n\s*\n/)
    .map((para) => `<p>${escape(para.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The columns a save writes, from validated input. */
export function productColumns(input: ProductInput, now: number) {
  const images = input.images;
  return {
    type: input.type,
    category_id: input.category_id,
    artisan_id: input.artisan_id,
    name_zh: input.name_zh,
    name_en: input.name_en,
    description_zh: storedDescription(input.description_zh),
    description_en: storedDescription(input.description_en),
    specs_zh: JSON.stringify(input.specs_zh.filter((s) => s.name || s.value)),
    specs_en: JSON.stringify(input.specs_en.filter((s) => s.name || s.value)),
    brand_zh: input.brand_zh,
    brand_en: input.brand_en,
    product_no: input.product_no,
    gross_weight: input.gross_weight,
    age_of_use_zh: input.age_of_use_zh,
    age_of_use_en: input.age_of_use_en,
    material_zh: input.material_zh,
    material_en: input.material_en,
    size_zh: input.size_zh,
    size_en: input.size_en,
    price: typedYuanToFen(input.price),
    score_price: input.score_price,
    earn_score: input.earn_score,
    image: images[0] ?? '',
    images: JSON.stringify(images),
    updated_at: now,
  };
}

/**
 * The release and limit a save writes: only those given, so a CSV import, which has no such
 * columns, leaves them as they are. The release time is read on the shop's clock. The sale mode
 * is the drop's to set: a product is sold by draw while it has one.
 */
export function releaseColumns(
  input: Pick<ProductInput, 'release_at' | 'limit_per_customer'>,
  timeZone: string,
) {
  const { release_at: release, limit_per_customer: limit } = input;
  return {
    ...(release !== undefined
      ? { release_at: release === null ? null : minuteStartIn(release, timeZone) }
      : {}),
    ...(limit !== undefined ? { limit_per_customer: limit } : {}),
  };
}

/** The release time as the console's form shows it, on the shop's clock. */
export function releaseText(row: ProductRow, timeZone: string): string | null {
  return row.release_at === null ? null : minuteIn(row.release_at, timeZone);
}

/** A product's fields as the console and its audit rows show them (money as "128.00"). */
export function productRecord(row: ProductRow) {
  return {
    id: row.id,
    type: row.type,
    category_id: row.category_id,
    artisan_id: row.artisan_id,
    name_zh: row.name_zh,
    name_en: row.name_en,
    description_zh: row.description_zh,
    description_en: row.description_en,
    specs_zh: specsColumn.parse(JSON.parse(row.specs_zh)),
    specs_en: specsColumn.parse(JSON.parse(row.specs_en)),
    brand_zh: row.brand_zh,
    brand_en: row.brand_en,
    product_no: row.product_no,
    gross_weight: row.gross_weight,
    age_of_use_zh: row.age_of_use_zh,
    age_of_use_en: row.age_of_use_en,
    material_zh: row.material_zh,
    material_en: row.material_en,
    size_zh: row.size_zh,
    size_en: row.size_en,
    price: fenToYuan(row.price),
    score_price: row.score_price,
    earn_score: row.earn_score,
    images: imagesColumn.parse(JSON.parse(row.images)),
    stock: row.stock,
    sales: row.sales,
    on_sale: row.on_sale === 1,
    release_at: row.release_at === null ? null : toIso(row.release_at),
    limit_per_customer: row.limit_per_customer,
    sale_mode: row.sale_mode,
    missing_english: missingEnglish(row),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** What an audit row keeps of a product: its editable fields, without times or counters. */
export function auditedFields(row: ProductRow): Record<string, unknown> {
  const { created_at, updated_at, sales, missing_english, ...rest } = productRecord(row);
  void created_at;
  void updated_at;
  void sales;
  void missing_english;
  return rest;
}
