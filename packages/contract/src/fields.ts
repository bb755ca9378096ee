import { z } from 'zod';
import { LANGS, MALL_TYPES, ROLES } from './codes';

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
