/** The `page` query parameter as a page number; anything else is the first page. */
export function pageParam(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The `id` query parameter as an id, or null when it names nothing an id could be. */
export function idParam(search: URLSearchParams): number | null {
  const raw = search.get('id') ?? '';
  if (!/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
