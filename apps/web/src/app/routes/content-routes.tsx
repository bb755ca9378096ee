import type { LoaderFunction, RouteObject } from 'react-router';
import { getNewsListQueryOptions } from '@/features/content/api/get-news-list';
import type { PathName } from '@/shared/config/paths';
import { getLang } from '@/shared/i18n/i18n';
import { readPage } from '@/shared/lib/query-params';
import { queryClient } from '../query-client';
import { prefetch } from './prefetch';
import { pageRoute, type PageComponent } from './page-route';

/** The content pages load as one download; none of them uses antd. */
const contentPages = () => import('@/features/content/routes/content-pages');
type ContentPages = Awaited<ReturnType<typeof contentPages>>;

function contentRoute(
  name: PathName,
  pick: (pages: ContentPages) => PageComponent,
  loader?: LoaderFunction,
) {
  return pageRoute(name, async () => pick(await contentPages()), loader ? { loader } : {});
}

/** The news page the reader opens, asked for while its code downloads. Nothing waits on this. */
const prefetchNews: LoaderFunction = ({ request }) => {
  const page = readPage(new URL(request.url).searchParams);
  return prefetch(() => queryClient.prefetchQuery(getNewsListQueryOptions(page, getLang())));
};

/** The studio's processes, technology, news and kept texts (agreement, privacy policy...). */
export const contentRoutes: RouteObject[] = [
  contentRoute('process', (pages) => pages.ProcessRoute),
  contentRoute('processDetail', (pages) => pages.ProcessDetailRoute),
  contentRoute('technology', (pages) => pages.TechnologyRoute),
  contentRoute('technologyDetail', (pages) => pages.TechnologyDetailRoute),
  contentRoute('news', (pages) => pages.NewsRoute, prefetchNews),
  contentRoute('newsDetail', (pages) => pages.NewsDetailRoute),
  contentRoute('richText', (pages) => pages.RichTextRoute),
];
