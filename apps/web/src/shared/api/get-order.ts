import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { useLang } from '../i18n/i18n';
import { useSession } from '../session/session-store';
import { callAction } from './call-action';
import { retryUnlessRefused } from './retry';

export type Order = ActionOutput<'orderInfo'>;

/** An unknown (or someone else's) order is a refusal the page shows as "not found". */
export function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return callAction('orderInfo', { id }, { signal, quietRefusal: true });
}

export const orderQueryKey = ['orderInfo'] as const;

export function getOrderQueryOptions(id: number, lang: Lang, token: string) {
  return queryOptions({
    queryKey: [...orderQueryKey, id, lang, token],
    queryFn: ({ signal }) => getOrder(id, signal),
    enabled: token !== '',
    retry: retryUnlessRefused,
  });
}

/** `pollMs` reads the order again on that interval, e.g. while a cash payment is pending. */
export function useOrder(id: number | null, pollMs: number | false = false) {
  const token = useSession((state) => state.token);
  return useQuery({
    ...getOrderQueryOptions(id ?? 0, useLang(), token),
    enabled: id !== null && token !== '',
    refetchInterval: pollMs,
    refetchIntervalInBackground: pollMs !== false,
  });
}
