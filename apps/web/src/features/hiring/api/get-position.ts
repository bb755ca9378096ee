import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { retryUnlessAnswered } from '@/shared/api/retry';

export type Position = ActionOutput<'joinUsInfo'>;

/** An unknown or closed position is refused; the page says so in its not-found state. */
export function getPosition(id: number, signal?: AbortSignal): Promise<Position> {
  return callAction('joinUsInfo', { id }, { signal, quietRefusal: true });
}

export function getPositionQueryOptions(id: number, lang: Lang) {
  return queryOptions({
    queryKey: ['joinUsInfo', id, lang],
    queryFn: ({ signal }) => getPosition(id, signal),
    retry: retryUnlessAnswered,
  });
}

export function usePosition(id: number) {
  return useQuery({ ...getPositionQueryOptions(id, useLang()), placeholderData: keepPreviousData });
}
