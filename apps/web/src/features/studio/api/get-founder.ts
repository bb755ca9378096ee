import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { inPreview, previewFlag } from '@/shared/lib/preview';

export type Founder = ActionOutput<'founder'>;

export function getFounder(signal?: AbortSignal): Promise<Founder> {
  return callAction('founder', previewFlag(), { signal });
}

export function getFounderQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['founder', lang, inPreview()],
    queryFn: ({ signal }) => getFounder(signal),
  });
}

export function useFounder() {
  return useQuery({ ...getFounderQueryOptions(useLang()), placeholderData: keepPreviousData });
}
