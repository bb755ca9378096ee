import { RICH_TEXT_KEYS, type RichTextKey } from '@atelier/contract/formats';

/** The `key` of a kept text, or null when it names none the studio keeps. */
export function readRichTextKey(search: URLSearchParams): RichTextKey | null {
  const raw = search.get('key')?.trim() ?? '';
  return RICH_TEXT_KEYS.find((key) => key === raw) ?? null;
}
