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
 * Runs one page of `rows` (the limit and offset are added here) beside the count of the rows
 * `counted` matches (the same query before its columns and order), and answers the page with
 * `toList`'s items. `toList` gets the page's rows at once, so it can look up what they refer to
 * in one query.
 */
export async function pagedList<DB, TB extends keyof DB, O, CDB, CB extends keyof CDB, T>(
  rows: SelectQueryBuilder<DB, TB, O>,
  counted: SelectQueryBuilder<CDB, CB, object>,
  { page, limit }: PageAsked,
  toList: (rows: O[]) => T[] | Promise<T[]>,
): Promise<PagedList<T>> {
  const [found, count] = await Promise.all([
    rows.limit(limit).offset(pageOffset({ page, limit })).execute(),
    // count(*) is what Kysely's countAll() writes; the cast names the row a generic query hides.
    counted
      .select(sql`count(*)`.as('n'))
      .$castTo<{ n: number | string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { list: await toList(found), total: Number(count.n), page, limit };
}
