import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { retryUnlessAnswered } from '@/shared/api/retry';
import { inPreview, previewFlag } from '@/shared/lib/preview';

export type ProcessCard = ActionOutput<'process'>[number];

export function getProcesses(signal?: AbortSignal): Promise<ProcessCard[]> {
  return callAction('process', previewFlag(), { signal });
}

export function getProcessesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['process', lang, inPreview()],
    queryFn: ({ signal }) => getProcesses(signal),
    retry: retryUnlessAnswered,
  });
}

/** `enabled` false holds the request back, e.g. until the detail page it leads on from loaded. */
export function useProcesses(enabled = true) {
  // On a language switch the page keeps its text until the other language arrives.
  return useQuery({
    ...getProcessesQueryOptions(useLang()),
    placeholderData: keepPreviousData,
    enabled,
  });
}
