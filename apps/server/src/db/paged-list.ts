import { sql, type SelectQueryBuilder } from 'kysely';
import { pageOffset } from '../lib/paging';

/** Which page of a list is asked for: pages count from 1. */
export interface PageAsked {
  page: number;
  limit: number;
}

/** One page of a list as every paged action answers it. */
export interface PagedList<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

/**
 * Answers one page of a list: `fetch` reads the page's rows at `offset` and how many there are in
 * all, `toList` makes the page's items from its rows at once (so it can look up what they refer
 * to in one query).
 */
export async function pageFrom<R, T>(
  { page, limit }: PageAsked,
  fetch: (offset: number) => Promise<{ rows: R[]; total: number }>,
  toList: (rows: R[]) => T[] | Promise<T[]>,
): Promise<PagedList<T>> {
  const { rows, total } = await fetch(pageOffset({ page, limit }));
  return { list: await toList(rows), total, page, limit };
}

/**
 * `pageFrom` for a list read by one query: runs a page of `rows` (the limit and offset are added
 * here) beside the count of the rows `counted` matches (the same query before its columns and
 * order).
 */
export function pagedList<DB, TB extends keyof DB, O, CDB, CB extends keyof CDB, T>(
  rows: SelectQueryBuilder<DB, TB, O>,
  counted: SelectQueryBuilder<CDB, CB, object>,
  asked: PageAsked,
  toList: (rows: O[]) => T[] | Promise<T[]>,
): Promise<PagedList<T>> {
  return pageFrom(
    asked,
    async (offset) => {
      const [found, count] = await Promise.all([
        rows.limit(asked.limit).offset(offset).execute(),
        // count(*) is what Kysely's countAll() writes; the cast names the row a generic query hides.
        counted
          .select(sql`count(*)`.as('n'))
          .$castTo<{ n: number | string }>()
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: found, total: Number(count.n) };
    },
    toList,
  );
}
