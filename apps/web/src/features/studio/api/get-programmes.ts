import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';

export type Programme = ActionOutput<'joinUs'>['list'][number];

/** The open intakes of the Super Individual programme: join-us positions of kind `programme`. */
export function getProgrammes(signal?: AbortSignal): Promise<ActionOutput<'joinUs'>> {
  return callAction('joinUs', { kind: 'programme', page: 1, limit: 6 }, { signal });
}

export function getProgrammesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['joinUs', 'programme', lang],
    queryFn: ({ signal }) => getProgrammes(signal),
  });
}

export function useProgrammes() {
  return useQuery({ ...getProgrammesQueryOptions(useLang()), placeholderData: keepPreviousData });
}
