import type { RouteSpec } from '../routes';

export const settingsConsoleRoutes = {
  settingsInfo: { method: 'GET', auth: true, permission: 'settings' },
  settingsSave: { method: 'POST', auth: true, permission: 'settings' },
} as const satisfies Record<string, RouteSpec>;
