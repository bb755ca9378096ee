import { z } from 'zod';
import { LANGS, MALL_TYPES, ROLES } from './codes';
import * as F from './formats';
import { CANCELLED_NICKNAME } from './privacy-codes';

/** Building blocks shared by action schemas. */
export const lang = z.enum(LANGS).catch('zh-cn');

/**
 * An integer input: a JSON integer, or its canonical decimal text, which is how a query string
 * carries it. Nothing else is read as a number ("0x10", "1e2", " 5", "5.0", "+5", true), and
 * every failure carries `error`, a `format.*` key the server words with the field's name. A
 * codec rather than a preprocess, so answers that carry the value can be checked (encoded) too.
 */
export function integer({ min, max, error }: { min: number; max: number; error: string }) {
  return z.codec(
    z.union([z.number({ error }), z.string({ error }).regex(F.INTEGER_TEXT, { error })], { error }),
    z.number({ error }).int({ error }).min(min, { error }).max(max, { error }),
    { decode: (value) => Number(value), encode: (value) => value },
  );
}

/** Ids are positive and exact in a double, however large the tables grow. */
export const id = integer({ min: 1, max: Number.MAX_SAFE_INTEGER, error: 'format.id' });
export const mallType = z.enum(MALL_TYPES);
export const role = z.enum(ROLES);
// `id` names a shape in the OpenAPI document (a component), so a generated client names it too.
/** Money on the wire: a decimal string with two places, such as "128.00". */
export const money = z
  .string()
  .regex(/^-?\d+\.\d{2}$/, { error: 'format.money' })
  .meta({
    id: 'Money',
    description: 'Yuan as a decimal string with two places',
    examples: ['128.00'],
  });
/** ISO-8601 with offset. */
export const isoTime = z.string().meta({
  id: 'Time',
  description: 'ISO-8601 with offset',
  examples: ['2026-05-01T09:30:00+08:00'],
});

/**
 * A CSV file an export answers with, as text in the JSON answer: the browser saves it under the
 * answer's `filename`.
 */
export const csvFile = z.string().meta({
  id: 'CsvFile',
  description: 'A text/csv file in UTF-8, its header row first',
  contentMediaType: 'text/csv',
});

export const pageInput = z.object({
  page: integer({ min: 1, max: F.PAGE_MAX, error: 'format.page' }).default(1),
  limit: integer({ min: 1, max: F.LIMIT_MAX, error: 'format.limit' }).default(10),
});

/** Units of one product in a cart line or an order. */
export const quantity = integer({ min: 1, max: F.LINE_QUANTITY_MAX, error: 'format.quantity' });

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

export const empty = z.object({});

/** A calendar day, YYYY-MM-DD, as the console's date filters send it. */
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'format.day' })
  .refine(
    (value) => {
      // Checks go on after a failed pattern, so the text may be anything here.
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    },
    { error: 'format.day' },
  );

// Account fields. A broken rule carries a `format.*` key as its message, which the server
// words per field in the request's language.
export const mobile = z.string().trim().regex(F.MOBILE_PATTERN, { error: 'format.mobile' });
export const username = z.string().trim().regex(F.USERNAME_PATTERN, { error: 'format.username' });
export const password = z.string().regex(F.PASSWORD_PATTERN, { error: 'format.password' });
/** A password being checked rather than chosen: any non-empty text up to the maximum. */
export const anyPassword = z.string().min(1).max(F.PASSWORD_MAX);
export const smsCode = z.string().trim().regex(F.SMS_CODE_PATTERN, { error: 'format.captcha' });
export const nickname = z
  .string()
  .trim()
  .min(1, { error: 'format.nickname' })
  .max(F.NICKNAME_MAX, { error: 'format.nickname' })
  // The name erased accounts show: a customer choosing it would pass for one.
  .refine((v) => v !== CANCELLED_NICKNAME['zh-cn'] && v !== CANCELLED_NICKNAME.en, {
    error: 'format.nicknameReserved',
  });
export const gender = z.enum(F.GENDERS);
export const smsEvent = z.enum(F.SMS_EVENTS);
/**
 * An address staff type for a link or a picture (WEB_ADDRESS_PATTERN): trimmed, then http(s)
 * with a host or a path on the site, so nothing the site shows as `href` or `src` can run script.
 */
const webAddressText = z.string().trim().max(F.WEB_ADDRESS_MAX, { error: 'format.tooLong' });
export const webAddress = webAddressText
  .min(1, { error: 'format.required' })
  .regex(F.WEB_ADDRESS_PATTERN, { error: 'format.webAddress' });
/** The same where staff may leave it empty. */
export const optionalWebAddress = webAddressText
  .refine((value) => value === '' || F.WEB_ADDRESS_PATTERN.test(value), {
    error: 'format.webAddress',
  })
  .default('');

/** Form checkboxes arrive as booleans in JSON and as strings in a query. */
export const flag = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);

/**
 * The one text rule of every action: no text anywhere in the input, however deeply nested,
 * may hold a control character (tab and newline aside) or half a surrogate pair. The raw input
 * is walked, so no field can be forgotten; the refusal names the field the text sits in.
 */
export function withPlainText<T extends z.ZodType>(schema: T) {
  return z.preprocess((value, ctx) => {
    const path = forbiddenTextPath(value);
    if (path) ctx.addIssue({ code: 'custom', message: 'format.controlCharacters', path });
    return value;
  }, schema);
}

interface Visit {
  value: unknown;
  key?: PropertyKey;
  parent?: Visit;
}

/**
 * Where the first string holding a forbidden character is. A loop with parent links rather
 * than recursion or copied paths: how deep the input nests is up to the sender.
 */
function forbiddenTextPath(value: unknown): PropertyKey[] | undefined {
  const pending: Visit[] = [{ value }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const item = visit.value;
    if (typeof item === 'string' && F.FORBIDDEN_TEXT.test(item)) return pathOf(visit);
    if (typeof item !== 'object' || item === null) continue;
    const children = Object.entries(item).reverse();
    for (const [key, child] of children) {
      pending.push({ value: child, key: Array.isArray(item) ? Number(key) : key, parent: visit });
    }
  }
  return undefined;
}

function pathOf(visit: Visit): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) {
    path.push(at.key);
  }
  return path.reverse();
}
