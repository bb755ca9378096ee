import type { RouteSpec } from '../routes';

// Postings are the site's content (editors); the inbox is the operators'.
const postings = { auth: true, permission: 'content' } as const;
const inbox = { auth: true, permission: 'hiring' } as const;

export const hiringConsoleRoutes = {
  positionList: { method: 'GET', ...postings },
  positionInfo: { method: 'GET', ...postings },
  positionSave: { method: 'POST', ...postings },
  applicationList: { method: 'GET', ...inbox },
  applicationInfo: { method: 'GET', ...inbox },
  applicationMove: { method: 'POST', ...inbox },
  applicationExport: { method: 'GET', ...inbox },
} as const satisfies Record<string, RouteSpec>;
