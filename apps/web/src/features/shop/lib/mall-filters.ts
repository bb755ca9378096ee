import { readPage } from '@/shared/lib/query-params';
import { PRODUCT_SORTS, type ProductSort } from '@atelier/contract/codes';

/** What a mall page shows, kept in the query string so back, forward and reload keep it. */
export interface MallFilters {
  /** A category code such as "prints"; null for all of the mall. */
  category: string | null;
  keyword: string;
  sort: ProductSort;
  page: number;
}

export const DEFAULT_SORT: ProductSort = 'newest';
/** The contract's limit on a keyword. */
export const KEYWORD_MAX = 50;
const CATEGORY_CODE = /^[a-z0-9_-]{1,40}$/;

function isSort(value: string | null): value is ProductSort {
  return (PRODUCT_SORTS as readonly (string | null)[]).includes(value);
}

/** Reads the filters from a query string; anything malformed falls back to its default. */
export function readFilters(search: URLSearchParams): MallFilters {
  const category = search.get('category');
  const sort = search.get('sort');
  return {
    category: category && CATEGORY_CODE.test(category) ? category : null,
    keyword: (search.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: readPage(search),
  };
}

/** The query string of some filters, leaving defaults out so addresses stay short. */
export function writeFilters(filters: MallFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.category) search.set('category', filters.category);
  if (filters.keyword) search.set('keyword', filters.keyword);
  if (filters.sort !== DEFAULT_SORT) search.set('sort', filters.sort);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** A change of category, keyword or sort starts again from the first page. */
export function changeFilters(current: MallFilters, patch: Partial<MallFilters>): MallFilters {
  const next = { ...current, ...patch };
  if (patch.page === undefined) next.page = 1;
  next.keyword = next.keyword.trim().slice(0, KEYWORD_MAX);
  return next;
}
