import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { retryUnlessAnswered } from '@/shared/api/retry';
import { inPreview, previewFlag } from '@/shared/lib/preview';

export type ProcessInfo = ActionOutput<'processInfo'>;

/** An id that names no process is refused; the page says so itself, in its not-found state. */
export function getProcess(id: number, signal?: AbortSignal): Promise<ProcessInfo> {
  return callAction('processInfo', { id, ...previewFlag() }, { signal, quietRefusal: true });
}

export function getProcessQueryOptions(id: number, lang: Lang) {
  return queryOptions({
    queryKey: ['processInfo', id, lang, inPreview()],
    queryFn: ({ signal }) => getProcess(id, signal),
    retry: retryUnlessAnswered,
  });
}

export function useProcess(id: number) {
  return useQuery({ ...getProcessQueryOptions(id, useLang()), placeholderData: keepPreviousData });
}
