import type { RouteSpec } from '../routes';

export const customerConsoleRoutes = {} as const satisfies Record<string, RouteSpec>;
