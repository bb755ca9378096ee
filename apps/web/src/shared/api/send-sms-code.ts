import type { ActionInput, ActionOutput } from '@atelier/contract';
import { callAction } from './call-action';
import { useAction } from './use-action';

export function sendSmsCode(input: ActionInput<'send'>): Promise<ActionOutput<'send'>> {
  return callAction('send', input);
}

/** Invalidates nothing: a sent code changes no read. */
export function useSendSmsCode() {
  return useAction(sendSmsCode);
}
