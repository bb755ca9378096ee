import type { PaymentStatus } from '@atelier/contract';
import type { AlipaySdk } from 'alipay-sdk';
import { z } from 'zod';
import { yuanToFen } from '../../../lib/money';
import type { WebhookVerdict } from '../payment-gateway';
import { fromBeijingTime } from './beijing-time';
import { paymentStatusOf, TRADE_STATUSES, yuanText } from './trade-status';

/** A notification signed further than this from now is refused, so a captured one cannot be replayed. */
export const NOTIFY_TOLERANCE_MS = 5 * 60_000;
/** Far above a real notification (a few hundred bytes, a few KiB with fund and voucher lists). */
export const NOTIFY_MAX_BYTES = 16 * 1024;
/** What Alipay must read back, as plain text; anything but `success` makes it send again. */
export const NOTIFY_ANSWER = { accepted: 'success', refused: 'fail' } as const;

/** What a trade status notification reports. Amount in fen, times in ms. */
export interface AlipayTradeEvent {
  outTradeNo: string;
  tradeNo: string;
  status: PaymentStatus;
  totalAmountFen: number;
  /** When the buyer paid, or for a notification without a payment, when it was sent. */
  time: number;
  notifyId: string;
}

export type AlipayNotifyVerdict =
  { ok: true; event: AlipayTradeEvent } | Extract<WebhookVerdict, { ok: false }>;

const beijingTime = z.string().transform((text, ctx) => {
  const ms = fromBeijingTime(text);
  if (ms === undefined) {
    ctx.addIssue({ code: 'custom', message: 'not a Beijing time' });
    return z.NEVER;
  }
  return ms;
});

const tradeNotification = z.object({
  notify_id: z.string().min(1).max(128),
  notify_time: beijingTime,
  out_trade_no: z.string().min(1).max(64),
  trade_no: z.string().min(1).max(64),
  trade_status: z.enum(TRADE_STATUSES),
  total_amount: yuanText,
  gmt_payment: beijingTime.optional(),
});

/** The form's fields, each once; undefined for a body that is not one. */
function formFields(rawBody: string): Record<string, string> | undefined {
  if (rawBody.length === 0 || Buffer.byteLength(rawBody) > NOTIFY_MAX_BYTES) return undefined;
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawBody)) {
    // A repeated field would leave it to the parser which value was signed.
    if (key === '' || Object.hasOwn(fields, key)) return undefined;
    fields[key] = value;
  }
  return fields;
}

/**
 * Checks an asynchronous notification (`application/x-www-form-urlencoded`) against its raw body:
 * Alipay's RSA2 signature over the decoded fields (sign and sign_type left out), the shop's app
 * id, and the send time. Never throws. The SDK checks with the key it holds for Alipay: in
 * certificate mode, the one it took from Alipay's public certificate, which signs notifications.
 */
export function verifyNotification(
  sdk: AlipaySdk,
  appId: string,
  rawBody: string,
  now: number,
): AlipayNotifyVerdict {
  const fields = formFields(rawBody);
  if (!fields?.sign) return { ok: false, reason: 'malformed' };
  // The SDK would check a notification marked RSA with SHA-1; Alipay signs ours with RSA2 only.
  if (fields.sign_type !== undefined && fields.sign_type !== 'RSA2') {
    return { ok: false, reason: 'signature' };
  }
  let genuine: boolean;
  try {
    // V2 takes the values as they are: the form parser has already decoded them once.
    genuine = sdk.checkNotifySignV2(fields);
  } catch {
    genuine = false;
  }
  // Signed by Alipay for another app is not addressed to this shop.
  if (!genuine || fields.app_id !== appId) return { ok: false, reason: 'signature' };
  const parsed = tradeNotification.safeParse(fields);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const notice = parsed.data;
  if (!(Math.abs(now - notice.notify_time) <= NOTIFY_TOLERANCE_MS)) {
    return { ok: false, reason: 'stale' };
  }
  return {
    ok: true,
    event: {
      outTradeNo: notice.out_trade_no,
      tradeNo: notice.trade_no,
      status: paymentStatusOf(notice.trade_status, notice.gmt_payment !== undefined),
      totalAmountFen: yuanToFen(notice.total_amount),
      time: notice.gmt_payment ?? notice.notify_time,
      notifyId: notice.notify_id,
    },
  };
}
