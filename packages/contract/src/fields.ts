import { z } from 'zod';
import { LANGS, MALL_TYPES, ROLES } from './codes';
import * as F from './formats';

/** Building blocks shared by action schemas. GET inputs arrive as strings, hence `coerce`. */
export const lang = z.enum(LANGS).catch('zh-cn');
export const id = z.coerce.number().int().positive();
export const mallType = z.enum(MALL_TYPES);
export const role = z.enum(ROLES);
/** Money on the wire: a decimal string with two places, such as "128.00". */
export const money = z.string().regex(/^-?\d+\.\d{2}$/);
/** ISO-8601 with offset. */
export const isoTime = z.string();

export const pageInput = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

export const empty = z.object({});

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
  .max(F.NICKNAME_MAX, { error: 'format.nickname' });
export const gender = z.enum(F.GENDERS);
export const smsEvent = z.enum(F.SMS_EVENTS);
/** Form checkboxes arrive as booleans in JSON and as strings in a query. */
export const flag = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);
