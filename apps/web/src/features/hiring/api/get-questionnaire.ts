import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useLang } from '@/shared/i18n/i18n';
import { retryUnlessAnswered } from '@/shared/api/retry';

export type Questionnaire = ActionOutput<'joinUsQuestion'>;
export type Question = Questionnaire['questions'][number];

/** Refused with the position itself when it is unknown or closed, which the page shows once. */
export function getQuestionnaire(id: number, signal?: AbortSignal): Promise<Questionnaire> {
  return callAction('joinUsQuestion', { id }, { signal, quietRefusal: true });
}

export function getQuestionnaireQueryOptions(id: number, lang: Lang) {
  return queryOptions({
    queryKey: ['joinUsQuestion', id, lang],
    queryFn: ({ signal }) => getQuestionnaire(id, signal),
    retry: retryUnlessAnswered,
  });
}

export function useQuestionnaire(id: number) {
  return useQuery({
    ...getQuestionnaireQueryOptions(id, useLang()),
    placeholderData: keepPreviousData,
  });
}
