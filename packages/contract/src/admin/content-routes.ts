import type { RouteSpec } from '../routes';

// The studio's pages, news, texts and links: the editors' side of the site.
const content = { auth: true, permission: 'content' } as const;

export const contentConsoleRoutes = {
  contentList: { method: 'GET', ...content },
  contentInfo: { method: 'GET', ...content },
  contentSave: { method: 'POST', ...content },
  contentPublish: { method: 'POST', ...content },
  contentUnpublish: { method: 'POST', ...content },
  contentDiscard: { method: 'POST', ...content },
  contentDelete: { method: 'POST', ...content },
  contentReorder: { method: 'POST', ...content },
} as const satisfies Record<string, RouteSpec>;
