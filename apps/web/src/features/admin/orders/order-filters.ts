import type { ActionInput } from '@atelier/contract';
import {
  MALL_TYPES,
  ORDER_ADMIN_SORTS,
  ORDER_STATUSES,
  type MallType,
  type OrderAdminSort,
  type OrderStatus,
} from '@atelier/contract/codes';

export type OrderFilters = Omit<ActionInput<'orderExport'>, 'lang'>;

const TEXT_KEYS = ['from', 'to', 'order_no', 'mobile'] as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((known) => known === value);
}

/** The list's filters live in the address, so a filtered view can be bookmarked and shared. */
export function filtersFrom(search: URLSearchParams): OrderFilters {
  const filters: OrderFilters = {
    status: oneOf<OrderStatus>(ORDER_STATUSES, search.get('status')),
    type: oneOf<MallType>(MALL_TYPES, search.get('type')),
    sort: oneOf<OrderAdminSort>(ORDER_ADMIN_SORTS, search.get('sort')),
  };
  for (const key of TEXT_KEYS) {
    const value = search.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

/** The newest first is the list's own order: its address leaves it out. */
export const ORDER_FILTER_DEFAULTS: Partial<OrderFilters> = { sort: 'newest' };
