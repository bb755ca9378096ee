import type { ActionInput, ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { anonymous } from './anonymous';

/** A read on a timer of the panel's own, cancelled with the ticket it polls. */
export function pollQrTicket(
  input: ActionInput<'qrLoginPoll'>,
  signal?: AbortSignal,
): Promise<ActionOutput<'qrLoginPoll'>> {
  return callAction('qrLoginPoll', input, { ...anonymous, signal });
}
