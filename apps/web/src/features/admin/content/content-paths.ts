import type { ContentKind } from '@atelier/contract/content-formats';

/** The console screen that lists a kind, and the one that edits its items. */
export function contentListPath(kind: ContentKind): string {
  if (kind === 'news') return '/admin/news';
  if (kind === 'richText') return '/admin/rich-texts';
  return `/admin/site-pages?kind=${kind}`;
}

/** An item's editor; without a key, a new item of a list kind. */
export function contentItemPath(kind: ContentKind, key?: string): string {
  const base =
    kind === 'news'
      ? '/admin/news-item'
      : kind === 'richText'
        ? '/admin/rich-text'
        : '/admin/site-page';
  const query = new URLSearchParams({ kind, ...(key === undefined ? {} : { key }) });
  return `${base}?${query.toString()}`;
}
