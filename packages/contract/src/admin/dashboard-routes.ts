import type { RouteSpec } from '../routes';

export const dashboardConsoleRoutes = {} as const satisfies Record<string, RouteSpec>;
