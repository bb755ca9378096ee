import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionInput, ActionOutput } from '@atelier/contract';
import type { Lang } from '@atelier/contract/codes';
import { callAction } from '@/shared/api/call-action';
import { retryUnlessAnswered } from '@/shared/api/retry';
import { useAction } from '@/shared/api/use-action';
import { useLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import {
  communityNoticesKey,
  communityUnreadKey,
  groupInfoKey,
  groupListKey,
  myGroupApplicationsKey,
  myGroupsKey,
} from './community-keys';

export type GroupCard = ActionOutput<'group'>['list'][number];
export type GroupInfo = ActionOutput<'groupInfo'>;
export type MyGroupState = NonNullable<GroupInfo['me']>;
export type Questionnaire = ActionOutput<'groupQuestion'>;
export type GroupQuestion = Questionnaire['questions'][number];

export const GROUPS_PER_PAGE = 12;
export const CENTRE_PAGE = 10;

export function useGroups(page: number, keyword: string) {
  const lang = useLang();
  return useQuery({
    queryKey: [...groupListKey, page, keyword, lang],
    queryFn: ({ signal }) =>
      callAction(
        'group',
        { page, limit: GROUPS_PER_PAGE, ...(keyword ? { keyword } : {}) },
        { signal },
      ),
    placeholderData: keepPreviousData,
    retry: retryUnlessAnswered,
  });
}

/** Keyed by the session: where the caller stands is part of the answer. */
export function groupInfoQueryOptions(id: number, token: string, lang: Lang) {
  return queryOptions({
    queryKey: [...groupInfoKey, id, token, lang],
    queryFn: ({ signal }) => callAction('groupInfo', { id }, { signal, quietRefusal: true }),
    retry: retryUnlessAnswered,
  });
}

export function useGroupInfo(id: number) {
  const token = useSession((state) => state.token);
  return useQuery(groupInfoQueryOptions(id, token, useLang()));
}

export function useGroupImages(groupId: number) {
  const lang = useLang();
  return useQuery({
    queryKey: ['groupImage', groupId, lang],
    queryFn: ({ signal }) =>
      callAction('groupImage', { group_id: groupId, page: 1, limit: 60 }, { signal }),
    retry: retryUnlessAnswered,
  });
}

export function useGroupMembers(groupId: number, page: number) {
  return useQuery({
    queryKey: ['groupMembers', groupId, page],
    queryFn: ({ signal }) =>
      callAction('groupMembers', { group_id: groupId, page, limit: 24 }, { signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessAnswered,
  });
}

export function useQuestionnaire(groupId: number) {
  const lang = useLang();
  return useQuery({
    queryKey: ['groupQuestion', groupId, lang],
    queryFn: ({ signal }) =>
      callAction('groupQuestion', { group_id: groupId }, { signal, quietRefusal: true }),
    retry: retryUnlessAnswered,
  });
}

/** A refusal (no agreement, a missing answer, pending, cooldown) is shown in the form. */
export function useJoinGroup() {
  return useAction(
    (input: ActionInput<'groupJoinCreate'>) =>
      callAction('groupJoinCreate', input, { quietRefusal: true }),
    {
      invalidates: [
        groupInfoKey,
        groupListKey,
        myGroupsKey,
        myGroupApplicationsKey,
        communityNoticesKey,
        communityUnreadKey,
      ],
    },
  );
}

export function useAcceptConvention() {
  return useAction(
    (input: ActionInput<'groupConventionAccept'>) => callAction('groupConventionAccept', input),
    { invalidates: [groupInfoKey, myGroupsKey] },
  );
}

function useSessionQuery<K extends 'myGroups' | 'myGroupApplications' | 'communityNotices'>(
  name: K,
  key: readonly string[],
  page: number,
) {
  const token = useSession((state) => state.token);
  const lang = useLang();
  return useQuery({
    queryKey: [...key, page, token, lang],
    queryFn: ({ signal }) =>
      callAction(name, { page, limit: CENTRE_PAGE } as ActionInput<K>, { signal }),
    enabled: token !== '',
    placeholderData: keepPreviousData,
    retry: retryUnlessAnswered,
  });
}

export const useMyGroups = (page: number) => useSessionQuery('myGroups', myGroupsKey, page);
export const useMyApplications = (page: number) =>
  useSessionQuery('myGroupApplications', myGroupApplicationsKey, page);
export const useNotices = (page: number) =>
  useSessionQuery('communityNotices', communityNoticesKey, page);

export function useMarkNoticesRead() {
  return useAction(
    (input: ActionInput<'communityNoticeRead'>) => callAction('communityNoticeRead', input),
    { invalidates: [communityNoticesKey, communityUnreadKey] },
  );
}

/** The header's count; asked again now and then, and whenever a notice is read. */
export function useUnreadNotices() {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: [...communityUnreadKey, token],
    queryFn: ({ signal }) => callAction('communityUnread', undefined, { signal }),
    enabled: token !== '',
    refetchInterval: 60_000,
    retry: false,
  });
}
