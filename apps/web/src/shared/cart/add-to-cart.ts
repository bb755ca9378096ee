import type { ActionOutput } from '@atelier/contract';
import { callAction } from '../api/call-action';
import { useAction } from '../api/use-action';
import { cartQueryKey } from './cart-query';

export interface CartAddition {
  productId: number;
  quantity: number;
}

export function addToCart({
  productId,
  quantity,
}: CartAddition): Promise<ActionOutput<'buyCarCreate'>> {
  return callAction('buyCarCreate', { product_id: productId, quantity });
}

/** Adds to the cart; the cart (and with it the header's badge) is read again afterwards. */
export function useAddToCart() {
  return useAction(addToCart, { invalidates: [cartQueryKey] });
}
