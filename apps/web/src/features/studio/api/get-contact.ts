import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';

export type ShopContact = ActionOutput<'shopConfig'>;
export type SiteLink = ActionOutput<'getLink'>[number];

/*
 * The header and footer already hold these answers: the keys are theirs (`shopConfig` and
 * `getLink` by language), so the contact page reads the same cache instead of asking again.
 */
export function getShopContactQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['shopConfig', lang],
    queryFn: ({ signal }) => callAction('shopConfig', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function getSiteLinksQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['getLink', lang],
    queryFn: ({ signal }) => callAction('getLink', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useShopContact() {
  return useQuery({ ...getShopContactQueryOptions(useLang()), placeholderData: keepPreviousData });
}

export function useSiteLinks() {
  return useQuery({ ...getSiteLinksQueryOptions(useLang()), placeholderData: keepPreviousData });
}
