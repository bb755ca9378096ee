export type PageSlot = number | 'gap';

/**
 * The page numbers a pager shows: the first and the last, the current one with its
 * neighbours, and a gap wherever pages are left out ([1, 'gap', 4, 5, 6, 'gap', 12]).
 */
export function pageWindow(current: number, pages: number): PageSlot[] {
  const shown = new Set([1, pages, current - 1, current, current + 1]);
  // A gap that would hide a single page shows that page instead.
  if (current - 1 === 3) shown.add(2);
  if (current + 1 === pages - 2) shown.add(pages - 1);

  const slots: PageSlot[] = [];
  let previous = 0;
  for (let page = 1; page <= pages; page += 1) {
    if (!shown.has(page)) continue;
    if (page - previous > 1) slots.push('gap');
    slots.push(page);
    previous = page;
  }
  return slots;
}
