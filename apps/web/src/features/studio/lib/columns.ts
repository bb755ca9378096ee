/** How tall a caption stands, as a share of its column's width. */
const captionShare = 0.32;

/**
 * Deals works into `count` columns, each to the shortest so far by the works' proportions. A
 * longer list starts with the same deal, so "show more" only adds to the bottom.
 */
export function toColumns<T extends { width: number; height: number }>(
  works: readonly T[],
  count: number,
): T[][] {
  const columns: T[][] = Array.from({ length: Math.max(1, count) }, () => []);
  const heights = columns.map(() => 0);
  for (const work of works) {
    const ratio = work.width > 0 && work.height > 0 ? work.height / work.width : 1;
    const shortest = heights.indexOf(Math.min(...heights));
    columns[shortest]?.push(work);
    heights[shortest] = (heights[shortest] ?? 0) + ratio + captionShare;
  }
  return columns;
}

/** The next position in a list of `length`, one step either way, wrapping at both ends. */
export function step(index: number, by: 1 | -1, length: number): number {
  return (index + by + length) % length;
}
