import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang, MallType } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';

export type ProductCategory = ActionOutput<'productCategory'>[number];

export function getCategories(type: MallType, signal?: AbortSignal): Promise<ProductCategory[]> {
  return callAction('productCategory', { type }, { signal });
}

export function getCategoriesQueryOptions(type: MallType, lang: Lang) {
  return queryOptions({
    queryKey: ['productCategory', type, lang],
    queryFn: ({ signal }) => getCategories(type, signal),
    staleTime: 5 * 60_000,
  });
}

export function useCategories(type: MallType) {
  return useQuery({
    ...getCategoriesQueryOptions(type, useLang()),
    placeholderData: keepPreviousData,
  });
}
