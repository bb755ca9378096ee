import type { ActionOutput } from '@atelier/contract';
import type { PayMethod } from '@atelier/contract/codes';
import { callAction } from '@/shared/api/call-action';

export type PayResult = ActionOutput<'orderPay'>;
export type PaymentSession = NonNullable<PayResult['payment']>;

/** A refusal (insufficient points, the order no longer payable) is shown by the page. */
export function payOrder({ orderId, method }: { orderId: number; method: PayMethod }) {
  return callAction('orderPay', { order_id: orderId, method }, { quietRefusal: true });
}
