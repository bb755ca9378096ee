import type { RouteObject } from 'react-router';
import { pageRoute } from './page-route';
import { requireSession } from './require-session';

/**
 * Cancelling the account (注销账号). Outside the personal area's frame, which shows "signed out"
 * the moment the session ends: this page must still say when the account goes and how to keep it.
 */
export const accountCancelRoutes: RouteObject[] = [
  pageRoute(
    'accountCancel',
    async () => (await import('@/features/privacy/routes/account-cancel')).AccountCancelRoute,
    { antd: true, loader: requireSession },
  ),
];
