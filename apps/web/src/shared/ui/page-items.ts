/** A page number, or a gap standing for the pages left out between two numbers. */
export type PageItem = number | 'gap';

/**
 * The items of a row of page numbers: every page when there are few, otherwise the first and
 * last pages, the current one with `siblings` on each side, and gaps; always the same count
 * (5 + 2 × siblings), so the row keeps its width while paging. Its own module, so the console's
 * pager uses it without the shop's.
 */
export function pageItems(current: number, count: number, siblings = 1): PageItem[] {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  const shown = 5 + 2 * siblings;
  if (count <= shown) return range(1, count);
  const page = Math.min(Math.max(current, 1), count);
  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, count);
  const edge = 3 + 2 * siblings;
  if (left <= 3) return [...range(1, edge), 'gap', count];
  if (right >= count - 2) return [1, 'gap', ...range(count - edge + 1, count)];
  return [1, 'gap', ...range(left, right), 'gap', count];
}
