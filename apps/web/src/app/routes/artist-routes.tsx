import type { RouteObject } from 'react-router';
import { pageRoute } from './page-route';
import { requireSession } from './require-session';

/** The artist team, a creator's page, and the creators I follow. */
export const artistRoutes: RouteObject[] = [
  pageRoute(
    'artistTeam',
    async () => (await import('@/features/artisan/routes/artist-team')).ArtistTeamRoute,
    { antd: true },
  ),
  pageRoute(
    'followDetails',
    async () => (await import('@/features/artisan/routes/follow-details')).FollowDetailsRoute,
    { antd: true },
  ),
  pageRoute(
    'myFollowing',
    async () => (await import('@/features/artisan/routes/my-following')).MyFollowingRoute,
    { antd: true, loader: requireSession },
  ),
];
