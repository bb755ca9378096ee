import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { useLang } from '../i18n/i18n';
import { callAction } from './call-action';
import { inPreview, previewFlag } from '../lib/preview';

export type SiteLink = ActionOutput<'getLink'>[number];

export function getLinks(signal?: AbortSignal): Promise<SiteLink[]> {
  return callAction('getLink', previewFlag(), { signal });
}

/** The header, the footer and the contact page all read this one cache. */
export function getLinksQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['getLink', lang, inPreview()],
    queryFn: ({ signal }) => getLinks(signal),
    staleTime: 5 * 60_000,
  });
}

export function useLinks() {
  // On a language switch the page keeps its text until the other language arrives.
  return useQuery({ ...getLinksQueryOptions(useLang()), placeholderData: keepPreviousData });
}
