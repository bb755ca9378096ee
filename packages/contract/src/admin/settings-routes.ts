import type { RouteSpec } from '../routes';

export const settingsConsoleRoutes = {} as const satisfies Record<string, RouteSpec>;
