import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useSession } from '@/shared/session/session-store';

export type UserCenter = ActionOutput<'userCenter'>;

/** Also refreshes the session's copy of the profile, which the header shows. */
export async function getUserCenter(signal?: AbortSignal): Promise<UserCenter> {
  const center = await callAction('userCenter', undefined, { signal });
  useSession.getState().setUser(center.user);
  return center;
}

/** Keyed by the session, so another sign-in in this tab never sees the last one's figures. */
export function getUserCenterQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['userCenter', token],
    queryFn: ({ signal }) => getUserCenter(signal),
    staleTime: 0,
    enabled: token !== '',
    // A refused session has already been announced by the request client; asking again helps no one.
    retry: false,
  });
}

export const userCenterQueryKey = ['userCenter'] as const;

export function useUserCenter() {
  const token = useSession((state) => state.token);
  return useQuery(getUserCenterQueryOptions(token));
}
