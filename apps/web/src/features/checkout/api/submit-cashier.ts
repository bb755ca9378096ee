import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';

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
