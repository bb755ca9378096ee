import { callAction } from '@/shared/api/call-action';
import { useAction } from '@/shared/api/use-action';
import { favouritesQueryKey } from './get-favourites';
import { productQueryKey } from './get-product';

export interface FavouriteChange {
  productId: number;
  /** The state wanted, not a toggle: a double click or a retry cannot undo itself. */
  collected: boolean;
}

export function setFavourite({ productId, collected }: FavouriteChange): Promise<boolean> {
  return callAction('productCollection', { product_id: productId, collected }).then(
    (result) => result.collected,
  );
}

/** The product and the favourites list are read again afterwards, whatever the outcome. */
export function useSetFavourite() {
  return useAction(setFavourite, { invalidates: [productQueryKey, favouritesQueryKey] });
}
