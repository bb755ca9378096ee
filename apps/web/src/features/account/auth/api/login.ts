import type { ActionInput, ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useAction } from '@/shared/api/use-action';
import { signingIn } from './anonymous';

export type SignedIn = ActionOutput<'login'>;

export function login(input: ActionInput<'login'>): Promise<SignedIn> {
  return callAction('login', input, signingIn);
}

/** Invalidates nothing: the signed-in reads are keyed by the token, so the new one reads afresh. */
export function useLogin() {
  return useAction(login);
}
