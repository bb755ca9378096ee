import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { JoinPaths } from '@/features/join/join-paths';
import { withAntd } from '../antd/antd-scope';
import { lazyRoute } from '../errors/lazy-route';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { childSegment, paths } from '../paths';

const joinPaths: JoinPaths = paths;

/** A join-us page at its path: its code, and antd for its form, fetched on the first visit. */
function joinRoute(
  id: 'joinUs' | 'joinUsDetails',
  load: () => Promise<ComponentType<{ paths: JoinPaths }>>,
): RouteObject {
  return {
    id,
    path: childSegment(paths[id].path),
    lazy: lazyRoute(
      withAntd(async () => {
        const Page = await load();
        return { Component: () => <Page paths={joinPaths} /> };
      }),
    ),
    ErrorBoundary: RouteErrorBoundary,
  };
}

/**
 * Join-us: open positions, one position with its questionnaire and the application form.
 * Only lazy imports here: the router is in the first load of /about.
 */
export const joinRoutes: RouteObject[] = [
  joinRoute('joinUs', async () => (await import('@/features/join/routes/join-us')).JoinUsRoute),
  joinRoute(
    'joinUsDetails',
    async () => (await import('@/features/join/routes/join-us-details')).JoinUsDetailsRoute,
  ),
];
