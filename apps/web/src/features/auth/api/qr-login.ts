import type { ActionInput, ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';

const anonymous = { withToken: false } as const;

export function createQrTicket(signal?: AbortSignal): Promise<ActionOutput<'qrLoginCreate'>> {
  return callAction('qrLoginCreate', {}, { ...anonymous, signal });
}

export function pollQrTicket(
  input: ActionInput<'qrLoginPoll'>,
  signal?: AbortSignal,
): Promise<ActionOutput<'qrLoginPoll'>> {
  return callAction('qrLoginPoll', input, { ...anonymous, signal });
}

/** The signed-in phone opens the ticket and learns who is asking. */
export function scanQrTicket(
  input: ActionInput<'qrLoginScan'>,
  signal?: AbortSignal,
): Promise<ActionOutput<'qrLoginScan'>> {
  return callAction('qrLoginScan', input, { signal });
}

export function confirmQrTicket(
  input: ActionInput<'qrLoginConfirm'>,
): Promise<ActionOutput<'qrLoginConfirm'>> {
  return callAction('qrLoginConfirm', input);
}
