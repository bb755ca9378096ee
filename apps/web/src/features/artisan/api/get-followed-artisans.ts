import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { retryUnlessAnswered } from '@/shared/api/retry';

export type FollowedPage = ActionOutput<'myArtisan'>;
export type FollowedArtisan = FollowedPage['list'][number];

export const FOLLOWED_PER_PAGE = 10;

export function getFollowedArtisans(page: number, signal?: AbortSignal): Promise<FollowedPage> {
  return callAction('myArtisan', { page, limit: FOLLOWED_PER_PAGE }, { signal });
}

export const followedQueryKey = ['myArtisan'] as const;

/** Keyed by the session, so another sign-in in this tab never sees the last one's list. */
export function getFollowedArtisansQueryOptions(page: number, lang: Lang, token: string) {
  return queryOptions({
    queryKey: [...followedQueryKey, page, lang, token],
    queryFn: ({ signal }) => getFollowedArtisans(page, signal),
    enabled: token !== '',
    staleTime: 0,
    retry: retryUnlessAnswered,
  });
}

export function useFollowedArtisans(page: number) {
  const token = useSession((state) => state.token);
  return useQuery({
    ...getFollowedArtisansQueryOptions(page, useLang(), token),
    placeholderData: keepPreviousData,
  });
}
