import type { ActionInput } from '@atelier/contract';
import type { ConsoleActionName } from '@atelier/contract/routes';
import { useSearchParams } from 'react-router';
import { useConsoleQuery } from './console-api';

/** A value a list keeps in the address; left out when empty. */
type AddressValue = string | number | boolean | undefined | null;

/** The console's lists show this many rows a page unless a screen says otherwise. */
export const LIST_PAGE_SIZE = 20;

/** The page of a list's address: 1 when absent or not a page number. */
export function pageFrom(search: URLSearchParams): number {
  return Math.max(1, Math.floor(Number(search.get('page'))) || 1);
}

/**
 * A list's filters and page as an address: empty filters and those at their default are left
 * out, and so is the first page, so the plain list keeps its plain address.
 */
export function searchOf<F extends object>(
  filters: F,
  page = 1,
  defaults: Partial<F> = {},
): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters) as [string, AddressValue][]) {
    if (value === undefined || value === null || value === '') continue;
    if (defaults[key as keyof F] === value) continue;
    search.set(key, String(value));
  }
  if (page > 1) search.set('page', String(page));
  return search;
}

/** A list's filters and page, read from the address and written back to it. */
export interface ListAddress<F> {
  filters: F;
  page: number;
  /** Names the filters (not the page): a filter form keyed by it shows the address's filters. */
  filterKey: string;
  /** Another filter starts again at the first page. */
  setFilters: (next: F) => void;
  setPage: (page: number) => void;
}

/** The part of an address that names `prefix`, with the prefix taken off its names. */
export function withoutPrefix(search: URLSearchParams, prefix: string): URLSearchParams {
  if (!prefix) return search;
  const own = new URLSearchParams();
  for (const [key, value] of search)
    if (key.startsWith(prefix)) own.set(key.slice(prefix.length), value);
  return own;
}

/**
 * `search` with the part named by `prefix` replaced by `own`, the rest of the address kept: a
 * panel's list changes its own page and filters only, not the screen's.
 */
export function withPrefix(
  search: URLSearchParams,
  own: URLSearchParams,
  prefix: string,
): URLSearchParams {
  if (!prefix) return own;
  const next = new URLSearchParams();
  for (const [key, value] of search) if (!key.startsWith(prefix)) next.set(key, value);
  for (const [key, value] of own) next.set(prefix + key, value);
  return next;
}

/**
 * A list's filters and page live in the address: each change is a new entry in the browser's
 * history, so back and forward step through them, and a link opens the same page of the same
 * filter. `read` turns the address into filters, dropping what it does not know. A list that is a
 * panel of another screen names its filters and page with a `prefix` (such as `ledger.`), and
 * leaves the rest of the address as it is.
 */
export function useListAddress<F extends object>(
  read: (search: URLSearchParams) => F,
  defaults: Partial<F> = {},
  prefix = '',
): ListAddress<F> {
  const [search, setSearch] = useSearchParams();
  const own = withoutPrefix(search, prefix);
  const filters = read(own);
  const page = pageFrom(own);
  const write = (next: F, nextPage: number) =>
    setSearch((current) => withPrefix(current, searchOf(next, nextPage, defaults), prefix));
  return {
    filters,
    page,
    filterKey: searchOf(filters, 1, defaults).toString(),
    setFilters: (next) => write(next, 1),
    setPage: (next) => write(filters, next),
  };
}

/** What a console list answers: a page of rows and how many there are in all. */
export interface ListPage<Row> {
  list: Row[];
  total: number;
}

/**
 * A console list: its filters and page from the address, and the page of rows they ask for.
 * `input` turns the filters into what the list's action takes, when they differ.
 */
export function useListQuery<K extends ConsoleActionName, F extends object>(
  name: K,
  read: (search: URLSearchParams) => F,
  {
    defaults,
    input,
    pageSize = LIST_PAGE_SIZE,
    prefix,
  }: {
    defaults?: Partial<F>;
    /** Names this list's page and filters in the address, beside the screen's own. */
    prefix?: string;
    input?: (filters: F) => Omit<ActionInput<K>, 'page' | 'limit'>;
    pageSize?: number;
  } = {},
) {
  const address = useListAddress(read, defaults, prefix);
  const query = useConsoleQuery(name, {
    ...(input ? input(address.filters) : address.filters),
    page: address.page,
    limit: pageSize,
  } as ActionInput<K>);
  return { ...address, query, pageSize };
}
