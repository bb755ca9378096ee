import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActionOutput } from '@atelier/contract';
import type { RankPeriod } from '@atelier/contract/points-codes';
import { callAction } from '@/shared/api/call-action';
import { rankListKey } from '@/shared/api/points-keys';
import { useSession } from '@/shared/session/session-store';

export type RankPage = ActionOutput<'rankList'>;

/** Keyed by the session too: a signed-in caller's answer carries their own place. */
export function useRankList(period: RankPeriod, page: number, limit: number) {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: [...rankListKey, period, page, limit, token],
    queryFn: ({ signal }) => callAction('rankList', { period, page, limit }, { signal }),
    placeholderData: keepPreviousData,
  });
}
