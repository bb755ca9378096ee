import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import type { PaymentConfig } from '../../config';
import type {
  GatewaySession,
  PaymentEvent,
  PaymentGateway,
  WebhookVerdict,
} from './payment-gateway';

export const SANDBOX_NOTIFY_PATH = '/api/payment/sandbox/notify';
export const TIMESTAMP_HEADER = 'x-sandbox-timestamp';
export const SIGNATURE_HEADER = 'x-sandbox-signature';
/** A webhook signed further than this from now is refused, so a captured one cannot be replayed. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

const webhookBody = z.object({
  event_id: z.string().min(1).max(100),
  session_id: z.string().min(8).max(64),
  status: z.enum(['paid', 'failed']),
  amount: z.number().int().min(0),
  time: z.number().int(),
});

/** A webhook on its way: headers and the exact bytes that were signed. */
export interface WebhookRequest {
  headers: Record<string, string>;
  body: string;
}
/** How a webhook reaches the shop: over HTTP, or through the server's own route in process. */
export type WebhookDelivery = (
  request: WebhookRequest,
) => Promise<{ status: number; body: string }>;

/** Hex HMAC-SHA256 of `${timestamp}.${rawBody}`. */
export function signSandbox(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The webhook the sandbox sends for an event, signed at `now`. */
export function sandboxWebhook(
  secret: string,
  event: Omit<PaymentEvent, 'gateway' | 'tradeNo'>,
  now: number,
): WebhookRequest {
  const body = JSON.stringify({
    event_id: event.eventId,
    session_id: event.sessionId,
    status: event.status,
    amount: event.amount,
    time: event.time,
  });
  const timestamp = String(now);
  return {
    headers: {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: timestamp,
      [SIGNATURE_HEADER]: signSandbox(secret, timestamp, body),
    },
    body,
  };
}

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
}

function httpDelivery(url: string): WebhookDelivery {
  return async ({ headers, body }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, body: await response.text() };
  };
}

/** The sandbox's cashier page for a session: the shop's own `/cashier`. */
export function sandboxCashierUrl(sessionId: string): string {
  return `/cashier?session=${encodeURIComponent(sessionId)}`;
}

/**
 * The built-in gateway: a real flow without real money. Its cashier page is the shop's own
 * `/cashier`, and its buttons make it send the webhook a real gateway would. The sandbox holds no
 * money, so a refund has nothing to return and always succeeds. It keeps no books of its own
 * either: asked about a session, it answers from the shop's record of it, `lookup`.
 */
export function sandboxGateway(
  { sandboxSecret, notifyUrl }: PaymentConfig,
  lookup: (sessionId: string) => Promise<GatewaySession | undefined>,
) {
  let inProcess: WebhookDelivery | undefined;

  const gateway: PaymentGateway = {
    name: 'sandbox',
    live: false,

    // The session id (128 random bits) alone opens the cashier page.
    async openSession({ sessionId }) {
      return { payUrl: sandboxCashierUrl(sessionId) };
    },

    querySession: lookup,

    // Nothing to close: the cashier page takes no payment for a session the shop has closed.
    async closeSession() {},

    async refund() {},
  };

  return {
    gateway,

    /** Checks a webhook's signature and freshness against its raw body; never throws. */
    verifyWebhook(headers: IncomingHttpHeaders, rawBody: string, now: number): WebhookVerdict {
      const timestamp = header(headers, TIMESTAMP_HEADER);
      const given = Buffer.from(header(headers, SIGNATURE_HEADER), 'hex');
      const expected = Buffer.from(signSandbox(sandboxSecret, timestamp, rawBody), 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, reason: 'signature' };
      }
      const signedAt = /^\d{1,16}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
      if (!(Math.abs(now - signedAt) <= WEBHOOK_TOLERANCE_MS))
        return { ok: false, reason: 'stale' };
      let parsed: z.infer<typeof webhookBody>;
      try {
        parsed = webhookBody.parse(JSON.parse(rawBody));
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      return {
        ok: true,
        event: {
          gateway: 'sandbox',
          eventId: parsed.event_id,
          sessionId: parsed.session_id,
          status: parsed.status,
          amount: parsed.amount,
          time: parsed.time,
        },
      };
    },

    /** The webhook route hands this over when it is registered. */
    deliverInProcess(delivery: WebhookDelivery) {
      inProcess = delivery;
    },

    /** Sends the signed webhook of an event to the configured address, or to this server. */
    notify(event: Omit<PaymentEvent, 'gateway' | 'tradeNo'>, now: number) {
      const deliver = notifyUrl ? httpDelivery(notifyUrl) : inProcess;
      if (!deliver) throw new Error('the sandbox webhook route is not registered');
      return deliver(sandboxWebhook(sandboxSecret, event, now));
    },
  };
}
export type SandboxGateway = ReturnType<typeof sandboxGateway>;
