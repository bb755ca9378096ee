import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang, OrderRange, OrderStatus } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { useLang } from '../i18n/i18n';
import { useSession } from '../session/session-store';
import { callAction } from './call-action';

export type OrderPage = ActionOutput<'orderList'>;
export type OrderSummary = OrderPage['list'][number];

export const ORDERS_PAGE_SIZE = 10;

export interface OrderQuery {
  status: OrderStatus | null;
  range: OrderRange | null;
  page: number;
}

export function getOrders(query: OrderQuery, signal?: AbortSignal): Promise<OrderPage> {
  return callAction(
    'orderList',
    {
      status: query.status ?? undefined,
      range: query.range ?? undefined,
      page: query.page,
      limit: ORDERS_PAGE_SIZE,
    },
    { signal },
  );
}

export const ordersQueryKey = ['orderList'] as const;

/** Keyed by the session, so another sign-in in this tab never sees the last one's orders. */
export function getOrdersQueryOptions(query: OrderQuery, lang: Lang, token: string) {
  return queryOptions({
    queryKey: [...ordersQueryKey, query, lang, token],
    queryFn: ({ signal }) => getOrders(query, signal),
    enabled: token !== '',
    retry: false,
  });
}

export function useOrders(query: OrderQuery) {
  const token = useSession((state) => state.token);
  return useQuery({
    ...getOrdersQueryOptions(query, useLang(), token),
    placeholderData: keepPreviousData,
  });
}
