import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { ContentPaths } from '@/features/content/content-paths';
import { lazyRoute } from '../errors/lazy-route';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { childSegment, paths, type PathName } from '../paths';

const contentPages = () => import('@/features/content/routes/content-pages');
type ContentPages = Awaited<ReturnType<typeof contentPages>>;

const contentPaths: ContentPaths = paths;

/** A content page, handed the app's paths; none of them uses antd. */
function contentRoute(
  name: PathName,
  pick: (pages: ContentPages) => ComponentType<{ paths: ContentPaths }>,
): RouteObject {
  return {
    id: name,
    path: childSegment(paths[name].path),
    lazy: lazyRoute(async () => {
      const Page = pick(await contentPages());
      return { Component: () => <Page paths={contentPaths} /> };
    }),
    ErrorBoundary: RouteErrorBoundary,
  };
}

/**
 * The studio's processes, technology, news and kept texts (agreement, privacy policy...).
 * Only lazy imports here: the router is in the first load of /about.
 */
export const contentRoutes: RouteObject[] = [
  contentRoute('process', (pages) => pages.ProcessRoute),
  contentRoute('processDetail', (pages) => pages.ProcessDetailRoute),
  contentRoute('technology', (pages) => pages.TechnologyRoute),
  contentRoute('technologyDetail', (pages) => pages.TechnologyDetailRoute),
  contentRoute('news', (pages) => pages.NewsRoute),
  contentRoute('newsDetail', (pages) => pages.NewsDetailRoute),
  contentRoute('richText', (pages) => pages.RichTextRoute),
];
