import type { RouteObject } from 'react-router';
import { pageRoute } from './page-route';

/**
 * Join-us: open positions, one position with its questionnaire and the application form; antd
 * for the form. Only lazy imports here: the router is in the first load of /about.
 */
export const hiringRoutes: RouteObject[] = [
  pageRoute('joinUs', async () => (await import('@/features/hiring/routes/join-us')).JoinUsRoute, {
    antd: true,
  }),
  pageRoute(
    'joinUsDetails',
    async () => (await import('@/features/hiring/routes/join-us-details')).JoinUsDetailsRoute,
    { antd: true },
  ),
];
