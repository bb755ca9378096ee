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

/** WeChat's own browser: its user agent says MicroMessenger. */
export function inWechatBrowser(): boolean {
  return typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent);
}

/**
 * Whether a phone cannot pay by `method` from where this page is open: inside WeChat, Alipay's
 * pages are blocked and WeChat Pay refuses its H5 payment (made for other browsers). A wider
 * screen inside WeChat still shows a QR code, which a phone scans.
 */
export function blockedInWechat(method: PayMethod, device: PayDevice): boolean {
  return device === 'phone' && (method === 'wechat' || method === 'alipay') && inWechatBrowser();
}
