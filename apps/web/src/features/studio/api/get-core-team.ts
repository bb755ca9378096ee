import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { inPreview, previewFlag } from '@/shared/lib/preview';

export type TeamMember = ActionOutput<'coreTeam'>[number];

export function getCoreTeam(signal?: AbortSignal): Promise<TeamMember[]> {
  return callAction('coreTeam', previewFlag(), { signal });
}

export function getCoreTeamQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['coreTeam', lang, inPreview()],
    queryFn: ({ signal }) => getCoreTeam(signal),
  });
}

export function useCoreTeam() {
  return useQuery({ ...getCoreTeamQueryOptions(useLang()), placeholderData: keepPreviousData });
}
