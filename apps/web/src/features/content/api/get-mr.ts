import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { retryUnlessAnswered } from '@/shared/api/retry';
import { inPreview, previewFlag } from '@/shared/lib/preview';

export type MrExperience = ActionOutput<'mr'>[number];

export function getMrExperiences(signal?: AbortSignal): Promise<MrExperience[]> {
  return callAction('mr', previewFlag(), { signal });
}

export function getMrExperiencesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['mr', lang, inPreview()],
    queryFn: ({ signal }) => getMrExperiences(signal),
    retry: retryUnlessAnswered,
  });
}

export function useMrExperiences() {
  return useQuery({
    ...getMrExperiencesQueryOptions(useLang()),
    placeholderData: keepPreviousData,
  });
}
