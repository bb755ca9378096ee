import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { anonymous } from './anonymous';

/**
 * Not on useAction: the panel opens a ticket from an effect that aborts it on cleanup (StrictMode
 * runs it twice) and opens the next one at once, which useAction's pending lock would swallow.
 */
export function createQrTicket(signal?: AbortSignal): Promise<ActionOutput<'qrLoginCreate'>> {
  return callAction('qrLoginCreate', {}, { ...anonymous, signal });
}
