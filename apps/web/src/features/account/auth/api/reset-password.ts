import type { ActionInput, ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useAction } from '@/shared/api/use-action';
import { anonymous } from './anonymous';

export function resetPassword(input: ActionInput<'resetPwd'>): Promise<ActionOutput<'resetPwd'>> {
  return callAction('resetPwd', input, anonymous);
}

/** Invalidates nothing: a reset signs out, and the signed-out reads are keyed by no token. */
export function useResetPassword() {
  return useAction(resetPassword);
}
