import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';

export type SiteLink = ActionOutput<'getLink'>[number];

export function getLinks(signal?: AbortSignal): Promise<SiteLink[]> {
  return callAction('getLink', undefined, { signal });
}

export function getLinksQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['getLink', lang],
    queryFn: ({ signal }) => getLinks(signal),
    staleTime: 5 * 60_000,
  });
}

export function useLinks() {
  // On a language switch the page keeps its text until the other language arrives.
  return useQuery({ ...getLinksQueryOptions(useLang()), placeholderData: keepPreviousData });
}

export interface LinkGroup {
  name: string;
  links: SiteLink[];
}

/** Links grouped by their `group`, groups in order of first appearance. */
export function groupLinks(links: readonly SiteLink[]): LinkGroup[] {
  const groups = new Map<string, SiteLink[]>();
  for (const link of links) {
    const list = groups.get(link.group);
    if (list) list.push(link);
    else groups.set(link.group, [link]);
  }
  return [...groups].map(([name, list]) => ({ name, links: list }));
}
