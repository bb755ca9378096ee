import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { retryUnlessAnswered } from '@/shared/api/retry';
import { inPreview, previewFlag } from '@/shared/lib/preview';

export type NewsArticle = ActionOutput<'newsInfo'>;

/** An id that names no article is refused; the page says so itself, in its not-found state. */
export function getNews(id: number, signal?: AbortSignal): Promise<NewsArticle> {
  return callAction('newsInfo', { id, ...previewFlag() }, { signal, quietRefusal: true });
}

export function getNewsQueryOptions(id: number, lang: Lang) {
  return queryOptions({
    queryKey: ['newsInfo', id, lang, inPreview()],
    queryFn: ({ signal }) => getNews(id, signal),
    retry: retryUnlessAnswered,
  });
}

export function useNews(id: number) {
  return useQuery({ ...getNewsQueryOptions(id, useLang()), placeholderData: keepPreviousData });
}
