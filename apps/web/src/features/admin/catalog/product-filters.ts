import type { ActionInput } from '@atelier/contract';
import { PRODUCT_ADMIN_SORTS, type ProductAdminSort } from '@atelier/contract/catalog-formats';
import type { MallType } from '@atelier/contract/codes';

/** The product list's filters, kept in the URL so a filtered view can be bookmarked and shared. */
export type ProductFilters = Omit<ActionInput<'productAdminList'>, 'page' | 'limit'>;

export const PRODUCT_SORTS = PRODUCT_ADMIN_SORTS;
type Sort = ProductAdminSort;

export function filtersFrom(search: URLSearchParams): ProductFilters {
  const type = search.get('type');
  const sort = search.get('sort');
  const category = Number(search.get('category_id'));
  const onSale = search.get('on_sale');
  return {
    keyword: search.get('keyword') || undefined,
    type: type === 'art' || type === 'points' ? (type as MallType) : undefined,
    category_id: Number.isInteger(category) && category > 0 ? category : undefined,
    on_sale: onSale === 'true' ? true : onSale === 'false' ? false : undefined,
    low_stock: search.get('low_stock') === 'true' ? true : undefined,
    sort: PRODUCT_SORTS.includes(sort as Sort) ? (sort as Sort) : 'newest',
  };
}

/** The newest first is the list's own order: its address leaves it out. */
export const PRODUCT_FILTER_DEFAULTS: Partial<ProductFilters> = { sort: 'newest' };
