import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionOutput } from '@atelier/contract';
import { useSession } from '../session/session-store';
import { callAction } from './call-action';

export type UserCenter = ActionOutput<'userCenter'>;

/** Also refreshes the session's copy of the profile, which the header shows. */
export async function getUserCenter(signal?: AbortSignal): Promise<UserCenter> {
  const center = await callAction('userCenter', undefined, { signal });
  useSession.getState().setUser(center.user);
  return center;
}

/** The personal centre's figures change with orders, points and the profile: writes invalidate this. */
export const userCenterQueryKey = ['userCenter'] as const;

/** Keyed by the session, so another sign-in in this tab never sees the last one's figures. */
export function getUserCenterQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...userCenterQueryKey, token],
    queryFn: ({ signal }) => getUserCenter(signal),
    staleTime: 0,
    enabled: token !== '',
    // A refused session has already been announced by the request client; asking again helps no one.
    retry: false,
  });
}

export function useUserCenter() {
  const token = useSession((state) => state.token);
  return useQuery(getUserCenterQueryOptions(token));
}
