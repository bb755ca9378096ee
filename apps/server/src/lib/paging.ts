/** How many rows a page skips: pages count from 1. */
export function pageOffset({ page, limit }: { page: number; limit: number }): number {
  return (page - 1) * limit;
}
