import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useSession } from '@/shared/session/session-store';

export type UserInfo = ActionOutput<'userInfo'>;

/** Also refreshes the session's copy of the profile, which the header shows. */
export async function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  const user = await callAction('userInfo', undefined, { signal });
  useSession.getState().setUser(user);
  return user;
}

export function getUserInfoQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['userInfo', token],
    queryFn: ({ signal }) => getUserInfo(signal),
    enabled: token !== '',
    retry: false,
  });
}

/**
 * The signed-in user's usable points: the session's copy at once, then the server's current
 * figure; null when nobody is signed in.
 */
export function useUsablePoints(): { points: number | null; signedIn: boolean } {
  const token = useSession((state) => state.token);
  const stored = useSession((state) => state.user?.score);
  const info = useQuery(getUserInfoQueryOptions(token));
  if (token === '') return { points: null, signedIn: false };
  return { points: info.data?.score ?? stored ?? null, signedIn: true };
}
