import type { RouteObject } from 'react-router';
import { withAntd } from '../antd/antd-scope';
import { lazyRoute } from '../errors/lazy-route';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { childSegment, paths } from '../paths';

const joinPaths = {
  joinUs: paths.joinUs,
  joinUsDetails: paths.joinUsDetails,
  login: paths.login,
  superIndividual: paths.superIndividual,
};

/**
 * Join-us: open positions, one position with its questionnaire and the application form.
 * Only lazy imports here: the router is in the first load of /about.
 */
export const joinRoutes: RouteObject[] = [
  {
    id: 'joinUs',
    path: childSegment(paths.joinUs.path),
    lazy: lazyRoute(
      withAntd(async () => {
        const { JoinUsRoute } = await import('@/features/join/routes/join-us');
        return { Component: () => <JoinUsRoute paths={joinPaths} /> };
      }),
    ),
    ErrorBoundary: RouteErrorBoundary,
  },
  {
    id: 'joinUsDetails',
    path: childSegment(paths.joinUsDetails.path),
    lazy: lazyRoute(
      withAntd(async () => {
        const { JoinUsDetailsRoute } = await import('@/features/join/routes/join-us-details');
        return { Component: () => <JoinUsDetailsRoute paths={joinPaths} /> };
      }),
    ),
    ErrorBoundary: RouteErrorBoundary,
  },
];
