import type { RouteObject } from 'react-router';
import { withAntd } from '../antd/antd-scope';
import { lazyRoute } from '../errors/lazy-route';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { childSegment, paths } from '../paths';
import { requireSession } from './require-session';

const artistPaths = {
  artistTeam: paths.artistTeam,
  followDetails: paths.followDetails,
  myFollowing: paths.myFollowing,
  login: paths.login,
};

/** The artist team, a creator's page, and the creators I follow. */
export const artistRoutes: RouteObject[] = [
  {
    id: 'artistTeam',
    path: childSegment(paths.artistTeam.path),
    lazy: lazyRoute(
      withAntd(async () => {
        const { ArtistTeamRoute } = await import('@/features/artists/routes/artist-team');
        return { Component: () => <ArtistTeamRoute paths={artistPaths} /> };
      }),
    ),
    ErrorBoundary: RouteErrorBoundary,
  },
  {
    id: 'followDetails',
    path: childSegment(paths.followDetails.path),
    lazy: lazyRoute(
      withAntd(async () => {
        const { FollowDetailsRoute } = await import('@/features/artists/routes/follow-details');
        return { Component: () => <FollowDetailsRoute paths={artistPaths} /> };
      }),
    ),
    ErrorBoundary: RouteErrorBoundary,
  },
  {
    id: 'myFollowing',
    path: childSegment(paths.myFollowing.path),
    loader: requireSession,
    lazy: lazyRoute(
      withAntd(async () => {
        const { MyFollowingRoute } = await import('@/features/artists/routes/my-following');
        return { Component: () => <MyFollowingRoute paths={artistPaths} /> };
      }),
    ),
    ErrorBoundary: RouteErrorBoundary,
  },
];
