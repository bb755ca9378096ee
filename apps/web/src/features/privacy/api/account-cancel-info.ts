import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useSession } from '@/shared/session/session-store';

export type CancelInfo = ActionOutput<'accountCancelInfo'>;

/** What cancelling would lose changes with orders, points and groups: it is always read afresh. */
export const accountCancelInfoQueryKey = ['accountCancelInfo'] as const;

export function getAccountCancelInfoQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...accountCancelInfoQueryKey, token],
    queryFn: ({ signal }) => callAction('accountCancelInfo', {}, { signal }),
    staleTime: 0,
    enabled: token !== '',
    retry: false,
  });
}

export function useAccountCancelInfo() {
  const token = useSession((state) => state.token);
  return useQuery(getAccountCancelInfoQueryOptions(token));
}
