import {
  CASH_GATEWAYS,
  type ActionOutput,
  type CashGateway,
  type PaymentStatus,
} from '@atelier/contract';
import type { Kysely, Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { PaymentsTable } from '../../db/tables/payment';
import { AppError } from '../../errors';
import { fenToYuan } from '../../lib/money';
import { toIso } from '../../lib/time';
import type { PaymentGateway } from './payment-gateway';
import { paymentRepository } from './payment-repository';
import { sandboxGateway, type WebhookDelivery } from './sandbox-gateway';

export type PaymentRow = Selectable<PaymentsTable>;
type PaymentSession = NonNullable<ActionOutput<'orderPay'>['payment']>;

/** A pending session past its time can no longer be paid: it reads as failed. */
export function paymentStatusAt(row: Pick<PaymentRow, 'status' | 'expires_at'>, now: number) {
  return row.status === 'pending' && row.expires_at <= now ? 'failed' : row.status;
}

export function isCashGateway(name: string): name is CashGateway {
  return (CASH_GATEWAYS as readonly string[]).includes(name);
}

/**
 * Cash payments: sessions with a gateway, their webhooks and refunds. The order service decides
 * what a payment means for its order; this module keeps the payments table and the gateways.
 */
export function paymentService(db: Kysely<Database>, config: PaymentConfig) {
  const repo = paymentRepository(db);
  const sandbox = sandboxGateway(config, async (sessionId) => {
    const row = await repo.bySession(sessionId);
    return row && { status: row.status, amount: row.amount };
  });
  // Every gateway a session may name, so an earlier gateway's webhooks and refunds still work;
  // only the configured one opens sessions and answers for the shop's terms.
  const gateways: Record<CashGateway, PaymentGateway> = { sandbox: sandbox.gateway };
  const active = gateways[config.gateway];

  function gatewayOf(name: string): PaymentGateway {
    if (!isCashGateway(name)) throw new Error(`unknown payment gateway "${name}"`);
    return gateways[name];
  }

  function toWire(row: PaymentRow, now: number): PaymentSession {
    return {
      session_id: row.session_id,
      gateway: row.gateway,
      amount: fenToYuan(row.amount),
      status: paymentStatusAt(row, now),
      cashier_url: gatewayOf(row.gateway).cashierUrl(row.session_id),
      expires_at: toIso(row.expires_at),
    };
  }

  async function refund(row: PaymentRow): Promise<void> {
    await gatewayOf(row.gateway).refund({ sessionId: row.session_id, amount: row.amount });
  }

  return {
    /** The order's open session, or a new one that closes with the order's payment deadline. */
    async open(
      order: { id: number; order_no: string; total_amount: number; pay_deadline: number },
      name: CashGateway,
      now: number,
    ): Promise<PaymentSession> {
      const open = await repo.openFor(order.id, now);
      if (open?.gateway === name && open.amount === order.total_amount) return toWire(open, now);
      const { sessionId } = await gateways[name].openSession({
        orderNo: order.order_no,
        amount: order.total_amount,
        expiresAt: order.pay_deadline,
      });
      const row = await repo.insert({
        order_id: order.id,
        gateway: name,
        session_id: sessionId,
        amount: order.total_amount,
        status: 'pending',
        expires_at: order.pay_deadline,
        paid_at: null,
        refunded_at: null,
        created_at: now,
        updated_at: now,
      });
      return toWire(row, now);
    },

    /** A session by its id, as the cashier page and the webhook name it. */
    async session(sessionId: string): Promise<PaymentRow> {
      const row = await repo.bySession(sessionId);
      if (!row) throw new AppError('paymentNotFound');
      return row;
    },

    /** How the shop is paid, as shopConfig tells every payment screen. */
    terms() {
      return { gateway: active.name, test_mode: !active.live };
    },

    /** The gateway's own view of a session, which may know of a payment a lost webhook did not. */
    async query(sessionId: string) {
      const row = await repo.bySession(sessionId);
      return row ? gatewayOf(row.gateway).querySession(sessionId) : undefined;
    },

    verifyWebhook(name: CashGateway, headers: IncomingHttpHeaders, rawBody: string, now: number) {
      return gateways[name].verifyWebhook(headers, rawBody, now);
    },

    /** Inside the order's transaction: the session is paid; nothing when it already was. */
    markPaid(trx: Kysely<Database>, sessionId: string, now: number) {
      return repo.within(trx).markPaid(sessionId, now);
    },

    markFailed(sessionId: string, now: number) {
      return repo.markFailed(sessionId, now);
    },

    /**
     * Inside the order's transaction: gives back every paid session of the order through its
     * gateway. True when there was money to return.
     */
    async refundOrder(trx: Kysely<Database>, orderId: number, now: number): Promise<boolean> {
      const claimed = await repo.within(trx).claimRefunds(orderId, now);
      for (const row of claimed) await refund(row);
      return claimed.length > 0;
    },

    /** Inside the order's transaction: gives back one paid session the order cannot take. */
    async refundPayment(trx: Kysely<Database>, paymentId: number, now: number): Promise<void> {
      const claimed = await repo.within(trx).claimRefund(paymentId, now);
      if (claimed) await refund(claimed);
    },

    toWire,

    /** The webhook route hands over how to reach it without a network hop. */
    deliverSandboxInProcess(delivery: WebhookDelivery) {
      sandbox.deliverInProcess(delivery);
    },

    /**
     * The sandbox cashier's buttons: the gateway reports the outcome with a signed webhook,
     * exactly as a real one would, and the answer is the session as the webhook left it.
     */
    async submitSandbox(
      sessionId: string,
      outcome: 'paid' | 'failed',
      now: number,
    ): Promise<{ status: PaymentStatus; order_id: number }> {
      const row = await repo.bySession(sessionId);
      // With a real gateway configured, the sandbox's buttons pay nothing, not even old sessions.
      if (!row || row.gateway !== 'sandbox' || active !== sandbox.gateway) {
        throw new AppError('paymentNotFound');
      }
      const status = paymentStatusAt(row, now);
      if (status !== 'pending') {
        throw new AppError('paymentClosed', { status: { message: `paymentStatus.${status}` } });
      }
      const event = { eventId: randomUUID(), sessionId, status: outcome, amount: row.amount };
      const response = await sandbox.notify({ ...event, time: now }, now);
      if (response.status !== 200) {
        throw new Error(`the sandbox webhook was refused: ${response.status} ${response.body}`);
      }
      const after = await repo.bySession(sessionId);
      return { status: after?.status ?? row.status, order_id: row.order_id };
    },
  };
}
export type PaymentService = ReturnType<typeof paymentService>;
