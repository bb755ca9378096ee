import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useSession } from '@/shared/session/session-store';
import { userCenterQueryKey } from './get-user-center';

/** Step one: the code sent to the current phone buys a short-lived ticket. */
export function verifyCurrentMobile(input: ActionInput<'mobileVerify'>) {
  return callAction('mobileVerify', input);
}

/** Step two: the ticket and the code sent to the new phone bind it. */
export function updateMobile(input: ActionInput<'mobileUpdate'>) {
  return callAction('mobileUpdate', input);
}

export function useVerifyCurrentMobile() {
  return useMutation({ mutationFn: verifyCurrentMobile });
}

export function useUpdateMobile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMobile,
    onSuccess: (profile) => {
      useSession.getState().setUser(profile);
      return client.invalidateQueries({ queryKey: userCenterQueryKey });
    },
  });
}
