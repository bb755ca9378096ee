import { JOB_KINDS, type JobKind } from '@atelier/contract/formats';

/** The `kind` query parameter when it names a kind of position; anything else is all kinds. */
export function readKind(search: URLSearchParams): JobKind | null {
  const kind = search.get('kind');
  return JOB_KINDS.find((known) => known === kind) ?? null;
}

/** The list's query string for a kind and page; the defaults are left out. */
export function listSearch(kind: JobKind | null, page = 1): string {
  const search = new URLSearchParams();
  if (kind) search.set('kind', kind);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The navigation state of a choice made in the list, so the page opens at the list. */
export const toList = { toList: true } as const;

export function wantsList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'toList' in state && state.toList === true;
}
