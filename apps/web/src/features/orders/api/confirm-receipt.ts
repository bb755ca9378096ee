import type { ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';

export type CancelResult = ActionOutput<'orderCancel'>;
export type ReceiptResult = ActionOutput<'receipt'>;

/** Cancels an unpaid order, or refunds and cancels a paid one that has not shipped. */
export function cancelOrder(id: number): Promise<CancelResult> {
  return callAction('orderCancel', { id });
}

/** Confirms receipt; a cash order then earns its points. */
export function confirmReceipt(id: number): Promise<ReceiptResult> {
  return callAction('receipt', { id });
}

/** Hides a completed or cancelled order from the list. */
export function deleteOrder(id: number): Promise<boolean> {
  return callAction('orderDelete', { id }).then((result) => result.deleted);
}

/** Sends the order to another saved address; allowed once, before shipment. */
export function changeOrderAddress(id: number, addressId: number) {
  return callAction('orderAddressUpdate', { id, address_id: addressId });
}
