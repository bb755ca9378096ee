import { useMutation } from '@tanstack/react-query';
import type { ActionInput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';

export function changePassword(input: ActionInput<'passwordUpdate'>) {
  return callAction('passwordUpdate', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
