import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { retryUnlessAnswered } from '@/shared/api/retry';

export type Artisan = ActionOutput<'myArtisanInfo'>;
export type Artwork = Artisan['works'][number];

/** An id that names no artist is refused; the page says so itself, in its not-found state. */
export function getArtisan(id: number, signal?: AbortSignal): Promise<Artisan> {
  return callAction('myArtisanInfo', { id }, { signal, quietRefusal: true });
}

/** Every cached copy of one artist, whatever the language or session. */
export function artisanQueryKey(id: number) {
  return ['myArtisanInfo', id] as const;
}

/** Keyed by the session too: whether I like or follow them is part of the answer. */
export function getArtisanQueryOptions(id: number, lang: Lang, token: string) {
  return queryOptions({
    queryKey: [...artisanQueryKey(id), lang, token],
    queryFn: ({ signal }) => getArtisan(id, signal),
    retry: retryUnlessAnswered,
  });
}

export function useArtisan(id: number) {
  const token = useSession((state) => state.token);
  return useQuery({
    ...getArtisanQueryOptions(id, useLang(), token),
    placeholderData: keepPreviousData,
  });
}
