import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang, MallType, ProductSort } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';

export type ProductPage = ActionOutput<'productList'>;
export type ProductCard = ProductPage['list'][number];

export interface ProductQuery {
  type: MallType;
  categoryId?: number;
  keyword: string;
  sort: ProductSort;
  page: number;
  limit: number;
}

export function getProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductPage> {
  return callAction(
    'productList',
    {
      type: query.type,
      category_id: query.categoryId,
      keyword: query.keyword || undefined,
      sort: query.sort,
      page: query.page,
      limit: query.limit,
    },
    { signal },
  );
}

export function getProductsQueryOptions(query: ProductQuery, lang: Lang) {
  return queryOptions({
    queryKey: ['productList', query, lang],
    queryFn: ({ signal }) => getProducts(query, signal),
  });
}

/** `enabled` waits for what the query needs, such as a category code turned into its id. */
export function useProducts(query: ProductQuery, enabled = true) {
  // Paging and filtering keep the last grid in place until the next one arrives.
  return useQuery({
    ...getProductsQueryOptions(query, useLang()),
    enabled,
    placeholderData: keepPreviousData,
  });
}
