import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { useLang } from '../i18n/i18n';
import { callAction } from './call-action';

export type ShopConfig = ActionOutput<'shopConfig'>;

/** Same key as the layout's prefetch, so the settings are usually in the cache already. */
export function getShopConfigQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['shopConfig', lang],
    queryFn: ({ signal }) => callAction('shopConfig', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useShopConfig() {
  return useQuery({ ...getShopConfigQueryOptions(useLang()), placeholderData: keepPreviousData });
}
