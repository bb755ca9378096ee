import type { ActionOutput } from '@atelier/contract';
import { callAction } from './call-action';

export type CancelResult = ActionOutput<'orderCancel'>;

/** Cancels an unpaid order, or refunds and cancels a paid one that has not shipped. */
export function cancelOrder(id: number): Promise<CancelResult> {
  return callAction('orderCancel', { id });
}
