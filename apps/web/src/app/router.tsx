import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { getBannersQueryOptions } from '@/features/site/api/get-banners';
import { getCompanyQueryOptions } from '@/features/site/api/get-company';
import { getLinksQueryOptions } from '@/shared/api/get-links';
import { getShopConfigQueryOptions } from '@/shared/api/get-shop-config';
import { getLang } from '@/shared/i18n/i18n';
import { lazyRoute } from './errors/lazy-route';
import { loadOtherDocument } from './navigation/other-document';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { AppFallback } from './layout/app-fallback';
import { childSegment, paths } from '@/shared/config/paths';
import type { PageHandle } from './navigation/page-title';
import { queryClient } from './query-client';
import { prefetch } from './routes/prefetch';

/**
 * The route table. Every page is lazy through `lazyRoute`, which turns a failed download into
 * the route error page; the error element, declared here rather than in the page's module,
 * catches what the page's loader or render throws.
 */
export const routes: RouteObject[] = [
  // The console is an app of its own (console-main.tsx).
  { path: `${paths.admin.path}/*`, loader: loadOtherDocument },
  {
    id: 'layout',
    path: paths.layout.path,
    lazy: lazyRoute(async () => ({ Component: (await import('./layout/app-layout')).AppLayout })),
    loader: () =>
      prefetch(
        () => queryClient.prefetchQuery(getShopConfigQueryOptions(getLang())),
        () => queryClient.prefetchQuery(getLinksQueryOptions(getLang())),
      ),
    HydrateFallback: AppFallback,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { index: true, loader: () => redirect(paths.about.href()) },
      {
        id: 'about',
        path: childSegment(paths.about.path),
        handle: { title: 'app:nav.about' } satisfies PageHandle,
        lazy: lazyRoute(async () => ({
          Component: (await import('@/features/site/routes/about')).AboutRoute,
        })),
        loader: () =>
          prefetch(
            () => queryClient.prefetchQuery(getCompanyQueryOptions(getLang())),
            () => queryClient.prefetchQuery(getBannersQueryOptions('about', getLang())),
          ),
        ErrorBoundary: RouteErrorBoundary,
      },
      {
        id: 'ERROR404',
        path: paths.notFound.path,
        handle: { title: 'notFound:title' } satisfies PageHandle,
        lazy: lazyRoute(async () => ({ Component: (await import('./routes/not-found')).NotFound })),
        ErrorBoundary: RouteErrorBoundary,
      },
    ],
  },
];

let pagesPatched = false;

/**
 * Every other page's route is declared in `routes/page-routes.ts`, which loads on the first
 * navigation that the table above does not know (the 404 route matches anything, and React
 * Router still asks for more specific routes then). /about's first load carries none of them.
 */
export const router = createBrowserRouter(routes, {
  async patchRoutesOnNavigation({ patch }) {
    if (pagesPatched) return;
    const { pageRoutes } = await import('./routes/page-routes');
    if (pagesPatched) return;
    patch('layout', pageRoutes);
    pagesPatched = true;
  },
});
