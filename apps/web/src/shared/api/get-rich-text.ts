import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { RichTextKey } from '@atelier/contract/formats';
import type { ActionOutput } from '@atelier/contract';
import { useLang } from '../i18n/i18n';
import { callAction } from './call-action';
import { retryUnlessAnswered } from './retry';
import { inPreview, previewFlag } from '../lib/preview';

export type RichText = ActionOutput<'richText'>;

/** A key the studio keeps no text under is refused; the page shows its not-found state. */
export function getRichText(key: RichTextKey, signal?: AbortSignal): Promise<RichText> {
  return callAction('richText', { key, ...previewFlag() }, { signal, quietRefusal: true });
}

export function getRichTextQueryOptions(key: RichTextKey, lang: Lang) {
  return queryOptions({
    queryKey: ['richText', key, lang, inPreview()],
    queryFn: ({ signal }) => getRichText(key, signal),
    retry: retryUnlessAnswered,
  });
}

export function useRichText(key: RichTextKey) {
  return useQuery({
    ...getRichTextQueryOptions(key, useLang()),
    placeholderData: keepPreviousData,
  });
}
