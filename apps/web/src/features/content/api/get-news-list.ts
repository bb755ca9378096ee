import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { retryUnlessAnswered } from '@/shared/api/retry';
import { inPreview, previewFlag } from '@/shared/lib/preview';

export type NewsPage = ActionOutput<'newsList'>;
export type NewsCard = NewsPage['list'][number];

/** A lead story and a grid of two or three columns below it. */
export const NEWS_PER_PAGE = 7;

export function getNewsList(page: number, signal?: AbortSignal): Promise<NewsPage> {
  return callAction('newsList', { page, limit: NEWS_PER_PAGE, ...previewFlag() }, { signal });
}

export function getNewsListQueryOptions(page: number, lang: Lang) {
  return queryOptions({
    queryKey: ['newsList', page, lang, inPreview()],
    queryFn: ({ signal }) => getNewsList(page, signal),
    retry: retryUnlessAnswered,
  });
}

export function useNewsList(page: number) {
  // The current cards stay on screen while the next page or the other language arrives.
  return useQuery({
    ...getNewsListQueryOptions(page, useLang()),
    placeholderData: keepPreviousData,
  });
}
