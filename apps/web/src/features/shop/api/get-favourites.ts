import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';

export type FavouritePage = ActionOutput<'productCollectionList'>;
export type Favourite = FavouritePage['list'][number];

export const FAVOURITES_PAGE_SIZE = 10;

export function getFavourites(page: number, signal?: AbortSignal): Promise<FavouritePage> {
  return callAction('productCollectionList', { page, limit: FAVOURITES_PAGE_SIZE }, { signal });
}

export const favouritesQueryKey = ['productCollectionList'] as const;

/** Keyed by the session, so another sign-in in this tab never sees the last one's list. */
export function getFavouritesQueryOptions(page: number, lang: Lang, token: string) {
  return queryOptions({
    queryKey: [...favouritesQueryKey, page, lang, token],
    queryFn: ({ signal }) => getFavourites(page, signal),
    enabled: token !== '',
    // A refused session has already been announced by the request client.
    retry: false,
  });
}

export function useFavourites(page: number) {
  const token = useSession((state) => state.token);
  return useQuery({
    ...getFavouritesQueryOptions(page, useLang(), token),
    placeholderData: keepPreviousData,
  });
}
