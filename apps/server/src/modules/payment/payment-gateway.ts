import type { CashGateway, PayDevice, PaymentStatus } from '@atelier/contract';

/** What a gateway's webhook reports about one of its sessions. Amount in fen, time in ms. */
export interface PaymentEvent {
  /** The gateway whose notification this is: it pays only a session of that gateway. */
  gateway: CashGateway;
  eventId: string;
  sessionId: string;
  status: 'paid' | 'failed';
  amount: number;
  time: number;
  /** The provider's own number for the payment, when it gives one. */
  tradeNo?: string | undefined;
}

/** A webhook either checks out, or is refused for a reason the gateway is told. */
export type WebhookVerdict =
  { ok: true; event: PaymentEvent } | { ok: false; reason: 'signature' | 'stale' | 'malformed' };

/** What a gateway itself knows of one of its sessions. Amount in fen. */
export interface GatewaySession {
  status: PaymentStatus;
  amount: number;
  /** The provider's own number for the payment, once paid. */
  tradeNo?: string | undefined;
}

/** A session to open: `amount` fen, payable until `expiresAt` (ms). */
export interface SessionRequest {
  /** The shop's number for this payment, unique and fixed: the provider's out_trade_no. */
  sessionId: string;
  /** What the customer's payment app shows the payment as. */
  description: string;
  amount: number;
  expiresAt: number;
  device: PayDevice;
  /** The customer's address, which WeChat Pay's H5 payment asks for. */
  payerIp: string;
  /** Where a phone's customer comes back to once done (the shop's /paySuccess). */
  returnUrl: string;
}

/**
 * One line of a provider's daily bill, as the provider booked it. Amount in fen: a refund's as
 * a positive amount given back.
 */
export interface BillLine {
  kind: 'payment' | 'refund';
  /** The shop's number of the payment the line belongs to (out_trade_no). */
  sessionId: string;
  /** A refund's own number at the shop (out_refund_no, out_request_no); empty for a payment. */
  refundNo: string;
  /** The provider's own number for the payment. */
  tradeNo: string;
  amount: number;
  /** A payment line is 'paid'; a refund line 'refunded' once the money is back, else 'refunding'
   * or 'refund_failed'. */
  status: 'paid' | 'refunded' | 'refunding' | 'refund_failed';
}

/**
 * A cash payment provider. The shop opens a session for an order's amount; the customer pays it
 * by scanning a QR code of `payUrl` on a desktop, or on the provider's page a phone opens; the
 * provider reports the outcome with a signed notification (each gateway's own route), and the
 * shop can also ask it about a session, e.g. when a notification was lost.
 */
export interface PaymentGateway {
  readonly name: CashGateway;
  /** False for a gateway that moves no money: every payment screen then says payments are tests. */
  readonly live: boolean;
  /** Opens the session at the provider; answers where the customer pays it. */
  openSession(session: SessionRequest): Promise<{ payUrl: string }>;
  /** The provider's own view of a session; undefined when it knows none by that number. */
  querySession(sessionId: string): Promise<GatewaySession | undefined>;
  /** Closes an unpaid session, so it can no longer be paid; nothing when the provider knows none. */
  closeSession(sessionId: string): Promise<void>;
  /**
   * Returns a paid session's money. `refundNo` is fixed for this refund, so a retry (after a
   * timeout, or by a buyer asking again) is the same refund and the money moves once.
   */
  refund(refund: { sessionId: string; refundNo: string; amount: number }): Promise<void>;
  /**
   * The provider's bill of one day (`YYYY-MM-DD`, Beijing time): every payment and refund it
   * booked that day; an empty list when it booked none. A live gateway only; throws
   * `GatewayUnavailable` when the provider cannot be reached or the bill is not ready yet.
   */
  downloadBill?(day: string): Promise<BillLine[]>;
}

/**
 * A provider answered and said no (an order already paid cannot be closed, say): each gateway's
 * own refusal extends this, so the shop can tell a refusal from a fault of its own.
 */
export class ProviderRefusal extends Error {}

/** A provider could not be reached or answered an error: the customer may try again shortly. */
export class GatewayUnavailable extends Error {
  constructor(gateway: CashGateway, options?: ErrorOptions) {
    super(`${gateway} could not be reached`, options);
    this.name = 'GatewayUnavailable';
  }
}

/**
 * Calls a provider: its refusals (`isRefusal`) pass as they are, for the caller to read; any other
 * failure (a timeout, a 5xx, an answer that does not verify) becomes `GatewayUnavailable`.
 */
export async function reachProvider<T>(
  gateway: CashGateway,
  isRefusal: (error: unknown) => boolean,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isRefusal(error)) throw error;
    throw new GatewayUnavailable(gateway, { cause: error });
  }
}
