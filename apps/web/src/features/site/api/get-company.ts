import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { inPreview, previewFlag } from '@/shared/lib/preview';

export type Company = ActionOutput<'company'>;

export function getCompany(signal?: AbortSignal): Promise<Company> {
  return callAction('company', previewFlag(), { signal });
}

export function getCompanyQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['company', lang, inPreview()],
    queryFn: ({ signal }) => getCompany(signal),
  });
}

export function useCompany() {
  // On a language switch the page keeps its text until the other language arrives.
  return useQuery({ ...getCompanyQueryOptions(useLang()), placeholderData: keepPreviousData });
}
