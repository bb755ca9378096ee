import {
  ORDER_RANGES,
  ORDER_STATUSES,
  type OrderRange,
  type OrderStatus,
} from '@atelier/contract/codes';

/** `?status=`: one of the order statuses, or null for every order. */
export function readStatus(raw: string | null): OrderStatus | null {
  return ORDER_STATUSES.find((status) => status === raw) ?? null;
}

/** `?range=`: one of the list's time ranges (spec section 9), or null for all time. */
export function readRange(raw: string | null): OrderRange | null {
  return ORDER_RANGES.find((range) => range === raw) ?? null;
}

/** The list's address with one filter changed; paging starts over unless the page is what changed. */
export function filterSearch(
  current: URLSearchParams,
  change: { status?: OrderStatus | null; range?: OrderRange | null; page?: number },
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => {
    if (value === null) next.delete(key);
    else next.set(key, value);
  };
  if ('status' in change) set('status', change.status ?? null);
  if ('range' in change) set('range', change.range ?? null);
  const page = change.page ?? 1;
  set('page', page > 1 ? String(page) : null);
  return next;
}
