import type { RouteObject } from 'react-router';
import { pageRoute } from './page-route';

/**
 * The community's public pages: the groups, a group, its join page. Only lazy imports here: the
 * router is in the first load of /about. `/communityCenter` is in the personal area.
 */
export const communityRoutes: RouteObject[] = [
  pageRoute(
    'community',
    async () => (await import('@/features/community/routes/community-list')).CommunityListRoute,
    { antd: true },
  ),
  pageRoute(
    'groupDetail',
    async () => (await import('@/features/community/routes/group-detail')).GroupDetailRoute,
    { antd: true },
  ),
  pageRoute(
    'communityJoin',
    async () => (await import('@/features/community/routes/community-join')).CommunityJoinRoute,
    { antd: true },
  ),
];
