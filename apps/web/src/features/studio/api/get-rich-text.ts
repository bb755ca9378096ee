import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { RichTextKey } from '@atelier/contract/formats';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';

export type RichTextDoc = ActionOutput<'richText'>;

export function getRichText(key: RichTextKey, signal?: AbortSignal): Promise<RichTextDoc> {
  return callAction('richText', { key }, { signal });
}

export function getRichTextQueryOptions(key: RichTextKey, lang: Lang) {
  return queryOptions({
    queryKey: ['richText', key, lang],
    queryFn: ({ signal }) => getRichText(key, signal),
  });
}

export function useRichText(key: RichTextKey) {
  return useQuery({
    ...getRichTextQueryOptions(key, useLang()),
    placeholderData: keepPreviousData,
  });
}
