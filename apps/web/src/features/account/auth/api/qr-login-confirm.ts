import type { ActionInput, ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useAction } from '@/shared/api/use-action';

export function confirmQrTicket(
  input: ActionInput<'qrLoginConfirm'>,
): Promise<ActionOutput<'qrLoginConfirm'>> {
  return callAction('qrLoginConfirm', input);
}

/** Invalidates nothing: the desk's session starts on the other browser. */
export function useConfirmQrTicket() {
  return useAction(confirmQrTicket);
}
