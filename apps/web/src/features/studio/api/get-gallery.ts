import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { inPreview, previewFlag } from '@/shared/lib/preview';

export type GalleryPage = ActionOutput<'gallery'>;
export type GalleryWork = GalleryPage['list'][number];

/** Three columns of four on a wide screen; "show more" adds the next twelve. */
export const WORKS_PER_PAGE = 12;

export function getGallery(page: number, signal?: AbortSignal): Promise<GalleryPage> {
  return callAction('gallery', { page, limit: WORKS_PER_PAGE, ...previewFlag() }, { signal });
}

export function getGalleryQueryOptions(page: number, lang: Lang) {
  return queryOptions({
    queryKey: ['gallery', page, lang, inPreview()],
    queryFn: ({ signal }) => getGallery(page, signal),
  });
}

/**
 * The gallery's first page as a query (its loading and error are the page's), and the pages
 * after it added on request. Not TanStack's infinite query: the build puts all of TanStack
 * Query in the first load of /about, whose budget has no room for it.
 */
export function useGallery() {
  const lang = useLang();
  const client = useQueryClient();
  const first = useQuery(getGalleryQueryOptions(1, lang));
  const [more, setMore] = useState<{ lang: Lang; pages: GalleryPage[] }>({ lang, pages: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  const pages = first.data ? [first.data, ...(more.lang === lang ? more.pages : [])] : [];
  const last = pages.at(-1);
  const hasMore = last ? last.page * last.limit < last.total : false;

  /** Fetches the next page; resolves whether it arrived. */
  const loadMore = async (): Promise<boolean> => {
    if (!last || !hasMore || loadingMore) return false;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const next = await client.fetchQuery(getGalleryQueryOptions(last.page + 1, lang));
      setMore({ lang, pages: [...pages.slice(1), next] });
      return true;
    } catch {
      setMoreFailed(true);
      return false;
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    first,
    works: pages.flatMap((page) => page.list),
    total: last?.total ?? 0,
    hasMore,
    loadMore,
    loadingMore,
    moreFailed,
  };
}
