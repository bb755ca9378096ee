import type { ActionOutput, Purchase } from '@atelier/contract';
import type { DeliveryMethod } from '@atelier/contract/codes';
import { callAction } from '@/shared/api/call-action';
import { purchaseInput } from '../lib/purchase';

export type CreatedOrder = ActionOutput<'orderCreate'>;

export interface OrderRequest {
  purchase: Purchase;
  addressId: number;
  delivery: DeliveryMethod;
  remark: string;
  /** The same key for every attempt of one submission, so a retry never makes a second order. */
  idempotencyKey: string;
}

/** A refusal (stock short, off sale...) is shown by the page beside the submit button. */
export function createOrder(request: OrderRequest): Promise<CreatedOrder> {
  return callAction(
    'orderCreate',
    {
      ...purchaseInput(request.purchase),
      address_id: request.addressId,
      delivery: request.delivery,
      remark: request.remark.trim() || undefined,
      idempotency_key: request.idempotencyKey,
    },
    { quietRefusal: true },
  );
}
