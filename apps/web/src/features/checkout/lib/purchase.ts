import type { Purchase } from '@atelier/contract';
import { LINE_QUANTITY_MAX } from '@atelier/contract/formats';

const ID = /^\d{1,9}$/;

function positiveId(raw: string): number | null {
  const text = raw.trim();
  if (!ID.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/**
 * Reads `?cart_ids=1,2` or `?product_id=&quantity=` (quantity 1 when absent); null when the
 * address holds neither, both, or something malformed. The page's one parse of the ids: from
 * here they travel as a list of distinct ids, joined again only for the request.
 */
export function readPurchase(search: URLSearchParams): Purchase | null {
  const cartIds = search.get('cart_ids');
  const productId = search.get('product_id');
  if ((cartIds === null) === (productId === null)) return null;

  if (cartIds !== null) {
    const ids = cartIds.split(',').map(positiveId);
    if (ids.length === 0 || ids.some((id) => id === null)) return null;
    return { kind: 'cart', cartIds: [...new Set(ids as number[])] };
  }

  const product = positiveId(productId ?? '');
  const rawQuantity = search.get('quantity');
  const quantity = rawQuantity === null ? 1 : positiveId(rawQuantity);
  if (product === null || quantity === null || quantity > LINE_QUANTITY_MAX) return null;
  return { kind: 'buyNow', productId: product, quantity };
}

/** The purchase as the order actions take it; the ids go out as "1,2", the request's format. */
export function purchaseInput(
  purchase: Purchase,
): { cart_ids: string } | { product_id: number; quantity: number } {
  return purchase.kind === 'cart'
    ? { cart_ids: purchase.cartIds.join(',') }
    : { product_id: purchase.productId, quantity: purchase.quantity };
}
