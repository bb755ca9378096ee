import type { IncomingHttpHeaders } from 'node:http';
import { Aes, Formatter, Hash, Rsa } from 'wechatpay-axios-plugin';
import { z } from 'zod';
import type { PlatformKeys } from './platform-keys';
import {
  refundNoticeWire,
  toRefund,
  toTransaction,
  transactionWire,
  type WechatpayRefund,
  type WechatpayTransaction,
} from './transaction';
import type { WechatpayConfig } from './wechatpay-client';

/** A notification signed further than this from now is refused, so a captured one cannot be replayed. */
export const NOTIFICATION_TOLERANCE_MS = 5 * 60_000;
/** Real notifications are about 1 KB; anything far larger is not one, and is not worth a signature check. */
export const NOTIFICATION_MAX_BYTES = 16 * 1024;
export const SIGNATURE_TYPE = 'WECHATPAY2-SHA256-RSA2048';

/** A verified notification: a payment (WeChat Pay only notifies successful ones) or a refund's end. */
export type WechatpayNotification =
  | { kind: 'transaction'; id: string; eventType: string; transaction: WechatpayTransaction }
  | { kind: 'refund'; id: string; eventType: string; refund: WechatpayRefund };

/** Like `WebhookVerdict`: a notification checks out, or is refused for a reason WeChat Pay is told. */
export type NotificationVerdict =
  | { ok: true; notification: WechatpayNotification }
  | { ok: false; reason: 'signature' | 'stale' | 'malformed' };

const envelope = z.object({
  id: z.string().min(1).max(64),
  event_type: z.string().min(1).max(64),
  resource_type: z.literal('encrypt-resource'),
  resource: z.object({
    algorithm: z.literal('AEAD_AES_256_GCM'),
    original_type: z.enum(['transaction', 'refund']),
    ciphertext: z.string().min(1),
    associated_data: z.string().optional(),
    nonce: z.string().min(1).max(32),
  }),
});

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
}

/** The body as the text that was signed; undefined for bytes that are not UTF-8. */
function bodyText(rawBody: string | Uint8Array): string | undefined {
  if (typeof rawBody === 'string') return rawBody;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(rawBody);
  } catch {
    return undefined;
  }
}

function parseJson<T>(schema: z.ZodType<T>, text: string): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks WeChat Pay's notifications for one merchant, with the client's platform keys. The
 * signature covers `timestamp\nnonce\nbody\n` and is made with the platform key (or certificate)
 * named by Wechatpay-Serial; the resource inside is AES-256-GCM encrypted with the API v3 key,
 * whose tag is a second check that it came from WeChat Pay (a wrong tag is refused as `signature`).
 */
export function notificationVerifier(
  config: Pick<WechatpayConfig, 'mchid' | 'apiV3Key'>,
  platform: PlatformKeys,
) {
  const apiV3Key = Hash.keyObjectFrom(Buffer.from(config.apiV3Key));

  /**
   * Checks a notification against its raw body at `now` (ms); never throws. A serial not held
   * may first refresh the certificates (at most once a minute).
   */
  return async function verifyNotification(
    headers: IncomingHttpHeaders,
    rawBody: string | Uint8Array,
    now: number,
  ): Promise<NotificationVerdict> {
    const size = typeof rawBody === 'string' ? Buffer.byteLength(rawBody) : rawBody.byteLength;
    const body = size <= NOTIFICATION_MAX_BYTES ? bodyText(rawBody) : undefined;
    if (body === undefined) return { ok: false, reason: 'malformed' };

    const timestamp = header(headers, 'wechatpay-timestamp');
    const nonce = header(headers, 'wechatpay-nonce');
    const signature = header(headers, 'wechatpay-signature');
    const type = header(headers, 'wechatpay-signature-type');
    const serial = header(headers, 'wechatpay-serial');
    if (!serial || (type !== '' && type !== SIGNATURE_TYPE) || !signature) {
      return { ok: false, reason: 'signature' };
    }
    const platformKey = await platform.find(serial);
    if (!platformKey) return { ok: false, reason: 'signature' };
    let signed = false;
    try {
      signed = Rsa.verify(Formatter.response(timestamp, nonce, body), signature, platformKey);
    } catch {
      // A signature that is not even base64 of the right length.
    }
    if (!signed) return { ok: false, reason: 'signature' };
    const signedAt = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) * 1000 : Number.NaN;
    if (!(Math.abs(now - signedAt) <= NOTIFICATION_TOLERANCE_MS)) {
      return { ok: false, reason: 'stale' };
    }

    const notice = parseJson(envelope, body);
    if (!notice) return { ok: false, reason: 'malformed' };
    const { resource } = notice;
    let plaintext: string;
    try {
      plaintext = Aes.AesGcm.decrypt(
        resource.ciphertext,
        apiV3Key,
        resource.nonce,
        resource.associated_data ?? '',
      );
    } catch {
      return { ok: false, reason: 'signature' };
    }

    const common = { id: notice.id, eventType: notice.event_type };
    if (resource.original_type === 'transaction') {
      const wire = parseJson(transactionWire, plaintext);
      if (!wire || wire.mchid !== config.mchid) return { ok: false, reason: 'malformed' };
      return {
        ok: true,
        notification: { kind: 'transaction', ...common, transaction: toTransaction(wire) },
      };
    }
    const wire = parseJson(refundNoticeWire, plaintext);
    if (!wire || wire.mchid !== config.mchid) return { ok: false, reason: 'malformed' };
    return {
      ok: true,
      notification: { kind: 'refund', ...common, refund: toRefund(wire, wire.refund_status) },
    };
  };
}
export type NotificationVerifier = ReturnType<typeof notificationVerifier>;

/** What WeChat Pay is told when its notification is refused; it is a machine, so plain English. */
const refusals = {
  signature: { status: 401, message: 'Invalid signature' },
  stale: { status: 400, message: 'Timestamp outside the accepted window' },
  malformed: { status: 400, message: 'Malformed notification' },
} as const;

/**
 * The answer WeChat Pay expects: 204 with no body once a notification is handled (it then stops
 * sending it), or a 4xx/5xx with `{"code":"FAIL","message":...}`, after which it sends it again.
 */
export function notificationAnswer(
  outcome: NotificationVerdict | { ok: false; status: number; message: string },
): { status: number; body: string } {
  if (outcome.ok) return { status: 204, body: '' };
  const { status, message } = 'reason' in outcome ? refusals[outcome.reason] : outcome;
  return { status, body: JSON.stringify({ code: 'FAIL', message }) };
}
