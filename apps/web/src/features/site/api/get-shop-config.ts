import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';

export type ShopConfig = ActionOutput<'shopConfig'>;

export function getShopConfig(signal?: AbortSignal): Promise<ShopConfig> {
  return callAction('shopConfig', undefined, { signal });
}

export function getShopConfigQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['shopConfig', lang],
    queryFn: ({ signal }) => getShopConfig(signal),
    staleTime: 5 * 60_000,
  });
}

export function useShopConfig() {
  // On a language switch the page keeps its text until the other language arrives.
  return useQuery({ ...getShopConfigQueryOptions(useLang()), placeholderData: keepPreviousData });
}
