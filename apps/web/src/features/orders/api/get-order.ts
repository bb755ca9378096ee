import { queryOptions, useQuery } from '@tanstack/react-query';
import { Code, type Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { RequestError } from '@/shared/api/request-error';
import { useLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';

export type Order = ActionOutput<'orderInfo'>;

/** An unknown (or someone else's) order is a refusal the page shows as "not found". */
export function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return callAction('orderInfo', { id }, { signal, quietRefusal: true });
}

export function isUnknownOrder(error: unknown): boolean {
  return error instanceof RequestError && error.code === Code.REFUSED;
}

export const orderQueryKey = ['orderInfo'] as const;

export function getOrderQueryOptions(id: number, lang: Lang, token: string) {
  return queryOptions({
    queryKey: [...orderQueryKey, id, lang, token],
    queryFn: ({ signal }) => getOrder(id, signal),
    enabled: token !== '',
    retry: (failures, error) => !isUnknownOrder(error) && failures < 1,
  });
}

export function useOrder(id: number | null) {
  const token = useSession((state) => state.token);
  return useQuery({
    ...getOrderQueryOptions(id ?? 0, useLang(), token),
    enabled: id !== null && token !== '',
  });
}
