import type { ActionInput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useAction } from '@/shared/api/use-action';
import { signingIn } from './anonymous';
import type { SignedIn } from './login';

export function mobileLogin(input: ActionInput<'mobileLogin'>): Promise<SignedIn> {
  return callAction('mobileLogin', input, signingIn);
}

/** Invalidates nothing: the signed-in reads are keyed by the token, so the new one reads afresh. */
export function useMobileLogin() {
  return useAction(mobileLogin);
}
