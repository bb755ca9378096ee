import type { ActionInput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { useAction } from '@/shared/api/use-action';
import { accountCancelInfoQueryKey } from './account-cancel-info';

/** A refused code shows under its field, so the request client leaves refusals to the page. */
export function cancelAccount(input: ActionInput<'accountCancel'>) {
  return callAction('accountCancel', input, { quietRefusal: true });
}

/**
 * A refusal may name an order that now stops cancelling, so what cancelling loses is read again.
 * After a success every session has ended: reading anything with the old token would only meet
 * a "signed out" answer.
 */
export function useCancelAccount() {
  return useAction(cancelAccount, {
    invalidates: (_input, output) => (output ? [] : [accountCancelInfoQueryKey]),
  });
}
