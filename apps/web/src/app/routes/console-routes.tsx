import type { RouteObject } from 'react-router';
import { withAntd } from '../antd/antd-scope';
import { lazyRoute } from '../errors/lazy-route';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { paths } from '@/shared/config/paths';
import { requireSession } from './require-session';

/**
 * The studio's console: a frame of its own beside the site's layout, its screens routed inside
 * it, and all of it loaded only when a member of staff opens `/admin`.
 */
export const consoleRoutes: RouteObject[] = [
  {
    id: 'admin',
    path: `${paths.admin.path}/*`,
    loader: requireSession,
    lazy: lazyRoute(
      withAntd(async () => {
        const { ConsoleFrame } = await import('../layout/console-frame');
        return { Component: ConsoleFrame };
      }),
    ),
    ErrorBoundary: RouteErrorBoundary,
  },
];
