import { RICH_TEXT_KEYS, type RichTextKey } from '@atelier/contract/formats';

/** The `page` query parameter as a page number; anything else is the first page. */
export function readPage(search: URLSearchParams): number {
  const raw = search.get('page')?.trim() ?? '';
  if (!/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page > 1 ? page : 1;
}

/** The `key` of a kept text, or null when it names none the studio keeps. */
export function readRichTextKey(search: URLSearchParams): RichTextKey | null {
  const raw = search.get('key')?.trim() ?? '';
  return RICH_TEXT_KEYS.find((key) => key === raw) ?? null;
}
