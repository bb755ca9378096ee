import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';

export type CancelResult = ActionOutput<'orderCancel'>;

export function cancelOrder(id: number): Promise<CancelResult> {
  return callAction('orderCancel', { id });
}
