import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { orderChangeKeys } from '@/shared/api/order-keys';
import { useAction } from '@/shared/api/use-action';
import { cashierQueryKey } from './get-cashier';

export type CashierOutcome = 'paid' | 'failed';
export type CashierResult = ActionOutput<'cashierSubmit'>;

/** A closed session is refused; the page then reads the session again and explains it. */
export function submitCashier({
  sessionId,
  outcome,
}: {
  sessionId: string;
  outcome: CashierOutcome;
}): Promise<CashierResult> {
  return callAction('cashierSubmit', { session_id: sessionId, outcome }, { quietRefusal: true });
}

/**
 * A payment changes the order, its list, the centre's counts and the points; a refusal means the
 * session closed meanwhile, so it is read again for the page to explain.
 */
export function useSubmitCashier() {
  return useAction(submitCashier, {
    invalidates: (_input, result) => (result ? orderChangeKeys : [cashierQueryKey]),
  });
}
