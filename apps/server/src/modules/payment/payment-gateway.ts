import type { CashGateway } from '@atelier/contract';
import type { IncomingHttpHeaders } from 'node:http';

/** What a gateway's webhook reports about one of its sessions. Amount in fen, time in ms. */
export interface PaymentEvent {
  eventId: string;
  sessionId: string;
  status: 'paid' | 'failed';
  amount: number;
  time: number;
}

/** A webhook either checks out, or is refused for a reason the gateway is told. */
export type WebhookVerdict =
  { ok: true; event: PaymentEvent } | { ok: false; reason: 'signature' | 'stale' | 'malformed' };

/**
 * A cash payment provider. The shop opens a session for an order's amount, the customer pays on
 * the gateway's cashier page (its address is what the QR code shows), and the gateway reports
 * the outcome with a signed webhook. The sandbox is the built-in one; WeChat Pay or Alipay would
 * implement the same four calls.
 */
export interface PaymentGateway {
  readonly name: CashGateway;
  /** A new session for `amount` fen, open until `expiresAt`. */
  openSession(payment: {
    orderNo: string;
    amount: number;
    expiresAt: number;
  }): Promise<{ sessionId: string; cashierUrl: string }>;
  /** The cashier page of a session opened earlier, so a pending session can be shown again. */
  cashierUrl(sessionId: string): string;
  /** Checks a webhook's signature and freshness against its raw body; never throws. */
  verifyWebhook(headers: IncomingHttpHeaders, rawBody: string, now: number): WebhookVerdict;
  /**
   * Returns a paid session's money. Called inside the order's transaction, so a refusal undoes
   * the cancellation; it must be idempotent per session, as a retried cancellation calls again.
   */
  refund(payment: { sessionId: string; amount: number }): Promise<void>;
}
