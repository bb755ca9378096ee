import { consoleRoutes } from './admin/routes';
import { siteRoutes, type ActionName, type ConsoleActionName } from './routes';

/**
 * Every action: the site's under `/api/index/`, the console's under `/api/admin/`. The server and
 * the tests use the whole table; the web app never imports it (see `routes.ts`).
 */
export const routes = { ...siteRoutes, ...consoleRoutes };

export function isConsoleAction(name: ActionName): name is ConsoleActionName {
  return name in consoleRoutes;
}

/** The URL path of an action. */
export function actionPath(name: ActionName): string {
  return `/api/${isConsoleAction(name) ? 'admin' : 'index'}/${name}`;
}
