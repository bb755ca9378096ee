import { z } from 'zod';
import { CART_LINE_ISSUES } from '../codes';
import { id, isoTime, money, quantity } from '../fields';
import { productCard } from './catalog';

/** A cart line with the product as it is now: price, stock and whether it can be bought. */
export const cartLine = z.object({
  id,
  product_id: id,
  quantity: z.number().int(),
  product: productCard.extend({ on_sale: z.boolean() }),
  /** `quantity` times the current unit price (cash) or points price. */
  line_total: money,
  line_score: z.number().int(),
  available: z.boolean().describe('On sale with stock for the whole quantity'),
  issue: z.enum(CART_LINE_ISSUES).nullable().describe('Why the line cannot be bought as it is'),
  created_at: isoTime,
});

export const buyCarCreate = {
  summary: 'Adds a product to the cart; a product already there gets the quantity added',
  input: z.object({ product_id: id, quantity: quantity.default(1) }),
  output: z.object({ id, quantity: z.number().int() }),
};

export const buyCarList = {
  summary: 'The signed-in user’s cart, newest line first, with current prices and stock',
  input: z.object({}),
  output: z.array(cartLine),
};

export const buyCarUpdate = {
  summary: 'Sets the quantity of one cart line (bounded by stock)',
  input: z.object({ id, quantity }),
  output: cartLine,
};

/**
 * Ids as a JSON array or, in a form or query, as "1,2,3". Parsed, checked and de-duplicated
 * here only (first mention kept, in order), so the services take the `number[]` as it is.
 */
export const idList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : value,
  z
    .array(id)
    .min(1, { error: 'format.selection' })
    .max(100)
    .transform((ids) => [...new Set(ids)]),
);

export const buyCarDelete = {
  summary: 'Removes one or more cart lines of the signed-in user',
  input: z.object({ ids: idList }),
  output: z.object({ deleted: z.number().int() }),
};
