import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActionOutput } from '@atelier/contract';
import type { RankPeriod } from '@atelier/contract/points-codes';
import { callAction } from '@/shared/api/call-action';
import { useSession } from '@/shared/session/session-store';

export type RankPage = ActionOutput<'rankList'>;

/** Earnings move the lists: a sign-in or a prize invalidates this key. */
export const rankListKey = ['rankList'] as const;

/** Keyed by the session too: a signed-in caller's answer carries their own place. */
export function useRankList(period: RankPeriod, page: number, limit: number) {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: [...rankListKey, period, page, limit, token],
    queryFn: ({ signal }) => callAction('rankList', { period, page, limit }, { signal }),
    placeholderData: keepPreviousData,
  });
}
