import type { ActionInput } from '@atelier/contract';
import { useState } from 'react';
import { useListQuery } from '../console/list-query';

/**
 * A moderation queue on the console's list: its status (the default one left out of the
 * address, an unknown one read as the default), its group and its page live in the address, so
 * a link opens the same view. Changing them clears the rows selected for a bulk decision.
 */
export function useQueueFilters<
  K extends 'communityApplicationList' | 'communityReportList',
  S extends ActionInput<K>['status'] & string,
>(name: K, statuses: readonly S[], fallback: S) {
  const [selected, setSelected] = useState<number[]>([]);
  const list = useListQuery(
    name,
    (search) => ({
      status: statuses.find((s) => s === search.get('status')) ?? fallback,
      group: Number(search.get('group')) || undefined,
    }),
    {
      defaults: { status: fallback },
      input: ({ status, group }) => ({ status, group_id: group }) as ActionInput<K>,
    },
  );
  const { status, group: groupId } = list.filters;

  const apply = (next: { status: S; group: number | undefined }) => {
    setSelected([]);
    list.setFilters(next);
  };
  const setPage = (page: number) => {
    setSelected([]);
    list.setPage(page);
  };

  return { list: { ...list, setPage }, status, groupId, apply, selected, setSelected };
}
