import type { RouteObject } from 'react-router';
import type { PathName } from '@/shared/config/paths';
import { pageRoute, type PageComponent } from './page-route';

/** The content pages load as one download; none of them uses antd. */
const contentPages = () => import('@/features/content/routes/content-pages');
type ContentPages = Awaited<ReturnType<typeof contentPages>>;

function contentRoute(name: PathName, pick: (pages: ContentPages) => PageComponent) {
  return pageRoute(name, async () => pick(await contentPages()));
}

/** The studio's processes, technology, news and kept texts (agreement, privacy policy...). */
export const contentRoutes: RouteObject[] = [
  contentRoute('process', (pages) => pages.ProcessRoute),
  contentRoute('processDetail', (pages) => pages.ProcessDetailRoute),
  contentRoute('technology', (pages) => pages.TechnologyRoute),
  contentRoute('technologyDetail', (pages) => pages.TechnologyDetailRoute),
  contentRoute('news', (pages) => pages.NewsRoute),
  contentRoute('newsDetail', (pages) => pages.NewsDetailRoute),
  contentRoute('richText', (pages) => pages.RichTextRoute),
];
