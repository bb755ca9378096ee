import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useSession } from '@/shared/session/session-store';

export type UserInfo = ActionOutput<'userInfo'>;

/** The signed-in user as the server sees them now; the session's copy follows. */
export async function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  const user = await callAction('userInfo', undefined, { signal });
  useSession.getState().setUser(user);
  return user;
}

export function getUserInfoQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['userInfo', token],
    queryFn: ({ signal }) => getUserInfo(signal),
    // A role can change; the console asks each time it opens.
    staleTime: 0,
    enabled: token !== '',
    retry: false,
  });
}

export function useUserInfo() {
  const token = useSession((state) => state.token);
  return useQuery(getUserInfoQueryOptions(token));
}
