import type { ActionInput, ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';

export type SignedIn = ActionOutput<'login'>;

// Signing in never carries an old token: a stale one must not turn into a session-expired dialog.
const anonymous = { withToken: false } as const;

export function login(input: ActionInput<'login'>): Promise<SignedIn> {
  return callAction('login', input, anonymous);
}

export function mobileLogin(input: ActionInput<'mobileLogin'>): Promise<SignedIn> {
  return callAction('mobileLogin', input, anonymous);
}

export function register(input: ActionInput<'register'>): Promise<SignedIn> {
  return callAction('register', input, anonymous);
}

export function resetPassword(input: ActionInput<'resetPwd'>): Promise<ActionOutput<'resetPwd'>> {
  return callAction('resetPwd', input, anonymous);
}
