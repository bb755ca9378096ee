import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';

export type ArtworkPage = ActionOutput<'art'>;
export type Artwork = ArtworkPage['list'][number];

export const ARTWORKS_PAGE_SIZE = 12;

export function getArtworks(page: number, signal?: AbortSignal): Promise<ArtworkPage> {
  return callAction('art', { page, limit: ARTWORKS_PAGE_SIZE }, { signal });
}

export function getArtworksQueryOptions(page: number, lang: Lang) {
  return queryOptions({
    queryKey: ['art', page, lang],
    queryFn: ({ signal }) => getArtworks(page, signal),
  });
}

export function useArtworks(page: number) {
  return useQuery({
    ...getArtworksQueryOptions(page, useLang()),
    placeholderData: keepPreviousData,
  });
}
