import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionInput, ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { pointsAccountKey, pointsLedgerKey } from '@/shared/api/points-keys';
import { useSession } from '@/shared/session/session-store';

export type PointsAccount = ActionOutput<'pointsAccount'>;
export type LedgerPage = ActionOutput<'pointsLedger'>;
export type LedgerQuery = ActionInput<'pointsLedger'>;

/** Keyed by the session, so another sign-in in this tab never sees the last one's points. */
export function pointsAccountQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...pointsAccountKey, token],
    queryFn: ({ signal }) => callAction('pointsAccount', undefined, { signal }),
    enabled: token !== '',
    retry: false,
  });
}

export function usePointsAccount() {
  const token = useSession((state) => state.token);
  return useQuery(pointsAccountQueryOptions(token));
}

export function usePointsLedger(query: LedgerQuery) {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: [...pointsLedgerKey, token, query],
    queryFn: ({ signal }) => callAction('pointsLedger', query, { signal }),
    enabled: token !== '',
    retry: false,
    // Paging and filtering keep the last rows in place until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}
