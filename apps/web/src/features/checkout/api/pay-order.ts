import type { ActionOutput } from '@atelier/contract';
import type { PayDevice, PayMethod } from '@atelier/contract/codes';
import { callAction } from '@/shared/api/call-action';

export type PayResult = ActionOutput<'orderPay'>;
export type PaymentSession = NonNullable<PayResult['payment']>;

/** A refusal (insufficient points, the order no longer payable) is shown by the page. */
export function payOrder({
  orderId,
  method,
  device,
}: {
  orderId: number;
  method: PayMethod;
  device: PayDevice;
}) {
  return callAction('orderPay', { order_id: orderId, method, device }, { quietRefusal: true });
}

/**
 * A phone pays on the provider's own page; a wider screen shows a QR code for a phone to scan.
 * By the viewport, as the layout decides what is a phone.
 */
export function payDevice(): PayDevice {
  const phone =
    typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;
  return phone ? 'phone' : 'desktop';
}
