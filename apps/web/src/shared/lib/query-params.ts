/** A detail page's `?id=`: a positive integer, or null when missing or malformed. */
export function readId(search: URLSearchParams): number | null {
  const raw = search.get('id')?.trim() ?? '';
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
