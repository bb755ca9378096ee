import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { fields, PRODUCT_CSV_COLUMNS, schemas, type Lang } from '@atelier/contract';
import { AppError } from '../../errors';
import { csvErrorLine } from '../../lib/csv-error-line';
import type { z } from 'zod';
import { fieldLabel, isMessageKey, t } from '../../i18n/messages';
import { productRecord, type ProductRow } from './product-record';

/** At most this many products in one file: one transaction must stay short. */
export const IMPORT_MAX_ROWS = 2000;
const IMAGE_SEPARATOR = '|';

type Column = (typeof PRODUCT_CSV_COLUMNS)[number];
export type CsvValues = Record<Column, string>;

/** A product as a CSV row, in the import's own columns, so an export can be edited and re-imported. */
function toCells(row: ProductRow): string[] {
  const record = productRecord(row);
  const cells: Record<Column, string | number> = {
    product_no: record.product_no,
    type: record.type,
    category_id: record.category_id,
    artisan_id: record.artisan_id ?? '',
    name_zh: record.name_zh,
    name_en: record.name_en,
    brand_zh: record.brand_zh,
    brand_en: record.brand_en,
    description_zh: record.description_zh,
    description_en: record.description_en,
    age_of_use_zh: record.age_of_use_zh,
    age_of_use_en: record.age_of_use_en,
    material_zh: record.material_zh,
    material_en: record.material_en,
    size_zh: record.size_zh,
    size_en: record.size_en,
    gross_weight: record.gross_weight,
    price: record.price,
    score_price: record.score_price,
    earn_score: record.earn_score,
    stock: record.stock,
    on_sale: record.on_sale ? 1 : 0,
    images: record.images.join(IMAGE_SEPARATOR),
  };
  return PRODUCT_CSV_COLUMNS.map((column) => String(cells[column]));
}

/** The rows as CSV; the console saves it with a byte-order mark, so spreadsheets read Chinese right. */
export function productsCsv(rows: readonly ProductRow[]): string {
  return stringify([[...PRODUCT_CSV_COLUMNS], ...rows.map(toCells)]);
}

/** The file's rows as column → text, after checking its header is exactly the import's columns. */
export function readCsv(csv: string): CsvValues[] {
  let records: string[][];
  try {
    records = parse(csv, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as string[][];
  } catch (err) {
    throw new AppError('csvUnreadable', { line: csvErrorLine(err) });
  }
  const [header = [], ...body] = records;
  const names = header.map((name) => name.trim());
  if (
    names.length !== PRODUCT_CSV_COLUMNS.length ||
    names.some((name, i) => name !== PRODUCT_CSV_COLUMNS[i])
  )
    throw new AppError('csvColumns', { columns: PRODUCT_CSV_COLUMNS.join(', ') });
  if (body.length === 0) throw new AppError('csvNoRows');
  if (body.length > IMPORT_MAX_ROWS) throw new AppError('csvTooManyRows', { max: IMPORT_MAX_ROWS });
  return body.map(
    (cells) =>
      Object.fromEntries(
        PRODUCT_CSV_COLUMNS.map((column, i) => [column, (cells[i] ?? '').trim()]),
      ) as CsvValues,
  );
}

const saveInput = schemas.productSave.input;

/** A broken rule of a row as the product form would word it, naming the column's field. */
function wordIssue(issue: z.core.$ZodIssue, lang: Lang): string {
  const field = fieldLabel(String(issue.path[0] ?? 'body'), lang, 'productSave');
  if (issue.message.startsWith('format.') && isMessageKey(issue.message))
    return t(lang, issue.message, { field });
  if (issue.code === 'invalid_value')
    return t(lang, 'csvOneOf', { field, values: issue.values.map(String).join(' / ') });
  return t(lang, 'csvInvalid', { field });
}
const onSaleFlag = fields.flag;

/** One row checked against the same rules as the product form; the errors are worded for staff. */
export function checkRow(values: CsvValues, lang: Lang) {
  const parsed = saveInput.safeParse({
    type: values.type,
    category_id: values.category_id,
    artisan_id: values.artisan_id === '' ? null : values.artisan_id,
    name_zh: values.name_zh,
    name_en: values.name_en,
    brand_zh: values.brand_zh,
    brand_en: values.brand_en,
    description_zh: values.description_zh,
    description_en: values.description_en,
    age_of_use_zh: values.age_of_use_zh,
    age_of_use_en: values.age_of_use_en,
    material_zh: values.material_zh,
    material_en: values.material_en,
    size_zh: values.size_zh,
    size_en: values.size_en,
    product_no: values.product_no,
    gross_weight: values.gross_weight || '0',
    price: values.price || '0',
    score_price: values.score_price || '0',
    earn_score: values.earn_score || '0',
    stock: values.stock || '0',
    images: values.images
      .split(IMAGE_SEPARATOR)
      .map((url) => url.trim())
      .filter(Boolean),
  });
  const onSale = onSaleFlag.safeParse(values.on_sale || '1');
  const errors = parsed.success ? [] : parsed.error.issues.map((issue) => wordIssue(issue, lang));
  if (!onSale.success)
    errors.push(t(lang, 'csvOneOf', { field: fieldLabel('on_sale', lang), values: '1 / 0' }));
  return {
    input: parsed.success ? parsed.data : undefined,
    on_sale: onSale.success ? onSale.data : true,
    errors,
  };
}
