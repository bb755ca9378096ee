import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { JobKind } from '@atelier/contract/formats';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { retryUnlessAnswered } from '@/shared/api/retry';

export type PositionPage = ActionOutput<'joinUs'>;
export type PositionCard = PositionPage['list'][number];

/** Two columns on a wide screen: eight fill four rows. */
export const POSITIONS_PER_PAGE = 8;

export function getPositions(
  page: number,
  kind: JobKind | null,
  signal?: AbortSignal,
): Promise<PositionPage> {
  return callAction(
    'joinUs',
    { page, limit: POSITIONS_PER_PAGE, ...(kind ? { kind } : {}) },
    { signal },
  );
}

export function getPositionsQueryOptions(page: number, kind: JobKind | null, lang: Lang) {
  return queryOptions({
    queryKey: ['joinUs', page, kind, lang],
    queryFn: ({ signal }) => getPositions(page, kind, signal),
    retry: retryUnlessAnswered,
  });
}

export function usePositions(page: number, kind: JobKind | null) {
  // The current cards stay on screen while the next page, kind or language arrives.
  return useQuery({
    ...getPositionsQueryOptions(page, kind, useLang()),
    placeholderData: keepPreviousData,
  });
}
