import type { ActionInput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useAction } from '@/shared/api/use-action';
import { anonymous } from './anonymous';
import type { SignedIn } from './login';

export function register(input: ActionInput<'register'>): Promise<SignedIn> {
  return callAction('register', input, anonymous);
}

/** Invalidates nothing: the new account's reads are keyed by its token. */
export function useRegister() {
  return useAction(register);
}
