import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionInput, ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';

export type Banner = ActionOutput<'banner'>[number];
export type BannerPosition = NonNullable<ActionInput<'banner'>['position']>;

export function getBanners(position: BannerPosition, signal?: AbortSignal): Promise<Banner[]> {
  return callAction('banner', { position }, { signal });
}

export function getBannersQueryOptions(position: BannerPosition, lang: Lang) {
  return queryOptions({
    queryKey: ['banner', position, lang],
    queryFn: ({ signal }) => getBanners(position, signal),
  });
}

export function useBanners(position: BannerPosition) {
  // On a language switch the page keeps its text until the other language arrives.
  return useQuery({
    ...getBannersQueryOptions(position, useLang()),
    placeholderData: keepPreviousData,
  });
}
