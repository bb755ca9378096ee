import type { CashGateway, PaymentStatus } from '@atelier/contract';
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

/** What a gateway itself knows of one of its sessions. Amount in fen. */
export interface GatewaySession {
  status: PaymentStatus;
  amount: number;
}

/**
 * A cash payment provider. The shop opens a session for an order's amount, the customer pays on
 * the gateway's cashier page (its address is what the QR code shows), and the gateway reports
 * the outcome with a signed webhook; the shop can also ask it about a session, e.g. when a
 * webhook was missed. The sandbox is the built-in one; WeChat Pay or Alipay would implement the
 * same calls (README, "Payment gateways").
 */
export interface PaymentGateway {
  readonly name: CashGateway;
  /** False for a gateway that moves no money: every payment screen then says payments are tests. */
  readonly live: boolean;
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
  /** The gateway's own view of a session; undefined when it knows none by that id. */
  querySession(sessionId: string): Promise<GatewaySession | undefined>;
  /**
   * Returns a paid session's money. Called inside the order's transaction, so a refusal undoes
   * the cancellation; it must be idempotent per session, as a retried cancellation calls again.
   */
  refund(payment: { sessionId: string; amount: number }): Promise<void>;
}
