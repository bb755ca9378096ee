import type { RouteSpec } from '../routes';

export const catalogConsoleRoutes = {} as const satisfies Record<string, RouteSpec>;
