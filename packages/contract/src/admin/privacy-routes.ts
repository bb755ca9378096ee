import type { RouteSpec } from '../routes';

export const privacyConsoleRoutes = {
  cancellationList: { method: 'GET', auth: true, permission: 'privacy' },
} as const satisfies Record<string, RouteSpec>;
