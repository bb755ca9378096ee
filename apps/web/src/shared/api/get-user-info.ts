import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionOutput } from '@atelier/contract';
import { useSession } from '../session/session-store';
import { callAction } from './call-action';

export type UserInfo = ActionOutput<'userInfo'>;

/** The signed-in user as the server sees them now; the session's copy follows. */
export async function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  const user = await callAction('userInfo', undefined, { signal });
  useSession.getState().setUser(user);
  return user;
}

/** Points and role: writes that move them invalidate this. */
export const userInfoQueryKey = ['userInfo'] as const;

export function getUserInfoQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...userInfoQueryKey, token],
    queryFn: ({ signal }) => getUserInfo(signal),
    // Points and role change elsewhere; a page that shows them asks each time it opens.
    staleTime: 0,
    enabled: token !== '',
    retry: false,
  });
}

export function useUserInfo() {
  const token = useSession((state) => state.token);
  return useQuery(getUserInfoQueryOptions(token));
}
