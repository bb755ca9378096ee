import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { retryUnlessAnswered } from '@/shared/api/retry';
import { inPreview, previewFlag } from '@/shared/lib/preview';

export type TechnologyInfo = ActionOutput<'technologyInfo'>;

/** An id that names no technology is refused; the page says so itself, in its not-found state. */
export function getTechnology(id: number, signal?: AbortSignal): Promise<TechnologyInfo> {
  return callAction('technologyInfo', { id, ...previewFlag() }, { signal, quietRefusal: true });
}

export function getTechnologyQueryOptions(id: number, lang: Lang) {
  return queryOptions({
    queryKey: ['technologyInfo', id, lang, inPreview()],
    queryFn: ({ signal }) => getTechnology(id, signal),
    retry: retryUnlessAnswered,
  });
}

export function useTechnology(id: number) {
  return useQuery({
    ...getTechnologyQueryOptions(id, useLang()),
    placeholderData: keepPreviousData,
  });
}
