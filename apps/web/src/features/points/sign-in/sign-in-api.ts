import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction } from '@/shared/api/call-action';
import { userCenterQueryKey } from '@/shared/api/get-user-center';
import { pointsChangedKeys } from '@/shared/api/points-keys';
import { useAction } from '@/shared/api/use-action';
import { useSession } from '@/shared/session/session-store';

/** The month of sign-ins changes with a sign-in: it invalidates this. */
export const signCalendarQueryKey = ['signCalendar'] as const;

/** This month's sign-ins, keyed by the session so another sign-in in this tab never sees them. */
export function signCalendarQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...signCalendarQueryKey, token],
    queryFn: ({ signal }) => callAction('signCalendar', {}, { signal }),
    enabled: token !== '',
    retry: false,
  });
}

export function useSignCalendar() {
  const token = useSession((state) => state.token);
  return useQuery(signCalendarQueryOptions(token));
}

/** Signing in changes the calendar and the points the personal centre shows. */
export function useSignIn() {
  return useAction(() => callAction('sign', {}), {
    invalidates: [signCalendarQueryKey, userCenterQueryKey, ...pointsChangedKeys],
  });
}
