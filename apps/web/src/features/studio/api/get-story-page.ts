import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { StoryPage } from '@atelier/contract/formats';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { inPreview, previewFlag } from '@/shared/lib/preview';

/** BUSINESS, Idea and city share one shape: a head, a body and sections. */
export type Story = ActionOutput<StoryPage>;

export function getStoryPage(page: StoryPage, signal?: AbortSignal): Promise<Story> {
  return callAction(page, previewFlag(), { signal });
}

export function getStoryPageQueryOptions(page: StoryPage, lang: Lang) {
  return queryOptions({
    queryKey: [page, lang, inPreview()],
    queryFn: ({ signal }) => getStoryPage(page, signal),
  });
}

export function useStoryPage(page: StoryPage) {
  // On a language switch the page keeps its text until the other language arrives.
  return useQuery({
    ...getStoryPageQueryOptions(page, useLang()),
    placeholderData: keepPreviousData,
  });
}
