import type { ActionInput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useAction } from '@/shared/api/use-action';

export function changePassword(input: ActionInput<'passwordUpdate'>) {
  return callAction('passwordUpdate', input);
}

export function useChangePassword() {
  return useAction(changePassword);
}
