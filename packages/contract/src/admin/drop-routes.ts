import type { RouteSpec } from '../routes';

// Drops are set up by the people who run the catalogue.
const drops = { auth: true, permission: 'catalog' } as const;

export const dropConsoleRoutes = {
  dropList: { method: 'GET', ...drops },
  dropGet: { method: 'GET', ...drops },
  dropSave: { method: 'POST', ...drops },
  dropDelete: { method: 'POST', ...drops },
  dropEntries: { method: 'GET', ...drops },
  dropDraw: { method: 'POST', ...drops },
  dropExport: { method: 'GET', ...drops },
} as const satisfies Record<string, RouteSpec>;
