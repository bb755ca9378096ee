import type { ActionInput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useSession } from '@/shared/session/session-store';
import { userCenterQueryKey } from '@/shared/api/get-user-center';
import { useAction } from '@/shared/api/use-action';

/** Step one: the code sent to the current phone buys a short-lived ticket. */
export function verifyCurrentMobile(input: ActionInput<'mobileVerify'>) {
  return callAction('mobileVerify', input);
}

/** Step two: the ticket and the code sent to the new phone bind it. */
export async function updateMobile(input: ActionInput<'mobileUpdate'>) {
  const profile = await callAction('mobileUpdate', input);
  useSession.getState().setUser(profile);
  return profile;
}

export function useVerifyCurrentMobile() {
  return useAction(verifyCurrentMobile);
}

export function useUpdateMobile() {
  // Read again only once the new phone is bound: a refused code changes nothing.
  return useAction(updateMobile, {
    invalidates: (_input, profile) => (profile ? [userCenterQueryKey] : []),
  });
}
