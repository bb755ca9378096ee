import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useSession } from '@/shared/session/session-store';
import { retryUnlessRefused } from '@/shared/api/retry';

export type PayRemind = ActionOutput<'payRemind'>;

/** An unknown order is a refusal the page shows as its "not found" state. */
export function getPayRemind(id: number, signal?: AbortSignal): Promise<PayRemind> {
  return callAction('payRemind', { id }, { signal, quietRefusal: true });
}

export const payRemindQueryKey = ['payRemind'] as const;

export function getPayRemindQueryOptions(id: number, token: string) {
  return queryOptions({
    queryKey: [...payRemindQueryKey, id, token],
    queryFn: ({ signal }) => getPayRemind(id, signal),
    enabled: token !== '',
    retry: retryUnlessRefused,
  });
}

export function usePayRemind(id: number | null) {
  const token = useSession((state) => state.token);
  return useQuery({
    ...getPayRemindQueryOptions(id ?? 0, token),
    enabled: id !== null && token !== '',
  });
}
