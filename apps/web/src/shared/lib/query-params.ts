/** A detail page's `?id=`: a positive integer, or null when missing or malformed. */
export function readId(search: URLSearchParams): number | null {
  const raw = search.get('id')?.trim() ?? '';
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** A list's `?page=`: a page number from 1; anything missing or malformed is the first page. */
export function readPage(search: URLSearchParams): number {
  const raw = search.get('page')?.trim() ?? '';
  if (!/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}
