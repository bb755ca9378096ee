import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { retryUnlessAnswered } from '@/shared/api/retry';
import { inPreview, previewFlag } from '@/shared/lib/preview';

export type TechnologyCard = ActionOutput<'technology'>[number];

export function getTechnologies(signal?: AbortSignal): Promise<TechnologyCard[]> {
  return callAction('technology', previewFlag(), { signal });
}

export function getTechnologiesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['technology', lang, inPreview()],
    queryFn: ({ signal }) => getTechnologies(signal),
    retry: retryUnlessAnswered,
  });
}

/** `enabled` false holds the request back, e.g. until the detail page it leads on from loaded. */
export function useTechnologies(enabled = true) {
  // On a language switch the page keeps its text until the other language arrives.
  return useQuery({
    ...getTechnologiesQueryOptions(useLang()),
    placeholderData: keepPreviousData,
    enabled,
  });
}
