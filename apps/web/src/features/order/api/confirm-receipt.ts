import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';

export type ReceiptResult = ActionOutput<'receipt'>;

/** Confirms receipt; a cash order then earns its points. */
export function confirmReceipt(id: number): Promise<ReceiptResult> {
  return callAction('receipt', { id });
}
