import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionOutput } from '@atelier/contract';
import type { RankPeriod } from '@atelier/contract/points-codes';
import { callAction } from '@/shared/api/call-action';
import { rankListKey } from '@/shared/api/points-keys';
import { useSession } from '@/shared/session/session-store';

export type RankPage = ActionOutput<'rankList'>;

/** Rows on one page of the board. */
export const RANK_PAGE_SIZE = 10;

/** The period the board opens on. */
export const FIRST_RANK_PERIOD: RankPeriod = 'week';

/** Keyed by the session too: a signed-in caller's answer carries their own place. */
export function getRankListQueryOptions(period: RankPeriod, page: number, token: string) {
  return queryOptions({
    queryKey: [...rankListKey, period, page, RANK_PAGE_SIZE, token],
    queryFn: ({ signal }) =>
      callAction('rankList', { period, page, limit: RANK_PAGE_SIZE }, { signal }),
  });
}

export function useRankList(period: RankPeriod, page: number) {
  const token = useSession((state) => state.token);
  return useQuery({
    ...getRankListQueryOptions(period, page, token),
    placeholderData: keepPreviousData,
  });
}
