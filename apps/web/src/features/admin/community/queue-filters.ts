import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A moderation queue's filters, kept in the address so a link opens the same view: a status
 * (the default one left out, an unknown one read as the default), a group and a page. Changing
 * them clears the rows selected for a bulk decision.
 */
export function useQueueFilters<S extends string>(statuses: readonly S[], fallback: S) {
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('status');
  const status = statuses.find((s) => s === wanted) ?? fallback;
  const groupId = Number(search.get('group')) || undefined;
  const page = Number(search.get('page')) || 1;
  const [selected, setSelected] = useState<number[]>([]);

  const apply = (next: { status?: S; group?: number; page?: number }) => {
    const params = new URLSearchParams();
    if (next.status && next.status !== fallback) params.set('status', next.status);
    if (next.group) params.set('group', String(next.group));
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSelected([]);
    setSearch(params, { replace: true });
  };

  return { status, groupId, page, apply, selected, setSelected };
}
