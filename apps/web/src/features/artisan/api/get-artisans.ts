import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { retryUnlessAnswered } from '@/shared/api/retry';

export type ArtisanPage = ActionOutput<'artisan'>;
export type ArtisanCard = ArtisanPage['list'][number];

/** Three columns on a wide screen, two on a tablet: twelve fill every row. */
export const ARTISANS_PER_PAGE = 12;

export function getArtisans(page: number, signal?: AbortSignal): Promise<ArtisanPage> {
  return callAction('artisan', { page, limit: ARTISANS_PER_PAGE }, { signal });
}

export const artisansQueryKey = ['artisan'] as const;

export function getArtisansQueryOptions(page: number, lang: Lang) {
  return queryOptions({
    queryKey: [...artisansQueryKey, page, lang],
    queryFn: ({ signal }) => getArtisans(page, signal),
    retry: retryUnlessAnswered,
  });
}

export function useArtisans(page: number) {
  // The current cards stay on screen while the next page or the other language arrives.
  return useQuery({
    ...getArtisansQueryOptions(page, useLang()),
    placeholderData: keepPreviousData,
  });
}
