import { callAction } from '@/shared/api/call-action';
import { useAction } from '@/shared/api/use-action';
import { cartQueryKey } from '@/shared/cart/cart-query';

export function deleteCartLines(ids: number[]): Promise<number> {
  return callAction('buyCarDelete', { ids }).then((result) => result.deleted);
}

/** The cart (and the header's badge) is read again afterwards, whatever the outcome. */
export function useDeleteCartLines() {
  return useAction(deleteCartLines, { invalidates: [cartQueryKey] });
}
