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
export function filtersFrom(search: URLSearchParams): OrderFilters & { page: number } {
  const filters: OrderFilters & { page: number } = {
    status: oneOf<OrderStatus>(ORDER_STATUSES, search.get('status')),
    type: oneOf<MallType>(MALL_TYPES, search.get('type')),
    sort: oneOf<OrderAdminSort>(ORDER_ADMIN_SORTS, search.get('sort')),
    page: Math.max(1, Number(search.get('page')) || 1),
  };
  for (const key of TEXT_KEYS) {
    const value = search.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

export function searchOf(filters: OrderFilters & { page?: number }): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    if (key === 'sort' && value === 'newest') continue;
    search.set(key, String(value));
  }
  return search;
}
