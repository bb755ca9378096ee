import { ownTables, type Connection } from '../../db/connection';
import {
  CASH_GATEWAYS,
  type ActionOutput,
  type CashGateway,
  type PaymentStatus,
} from '@atelier/contract';
import type { Selectable } from 'kysely';
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentConfig } from '../../config';
import type { PaymentTables } from '../../db/tables/payment';
import type { PaymentsTable } from '../../db/tables/payment';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { fenToYuan } from '../../lib/money';
import { toIso } from '../../lib/time';
import { alipayGateway } from './alipay/alipay-gateway';
import {
  GatewayUnavailable,
  ProviderRefusal,
  type BillLine,
  type GatewaySession,
  type PaymentEvent,
  type PaymentGateway,
  type SessionRequest,
} from './payment-gateway';
import { paymentRepository } from './payment-repository';
import { sandboxCashierUrl, sandboxGateway, type WebhookDelivery } from './sandbox-gateway';
import { wechatpayGateway } from './wechatpay/wechatpay-gateway';

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
 * The shop's number for a new payment, which the provider knows it by (out_trade_no): 120 random
 * bits, since the sandbox's cashier page opens by it alone, in 31 characters, within both
 * providers' limits.
 */
function newSessionId(): string {
  return `P${randomBytes(15).toString('hex')}`;
}

/** A session's notification normally comes within seconds; after this the provider is asked. */
export const QUERY_AFTER_MS = 3 * 60_000;

/** The one refund number of a payment: a retried refund is the same refund. */
export function refundNumber(sessionId: string): string {
  return `R${sessionId.replace(/^P/, '')}`;
}

/**
 * Cash payments: sessions with a gateway, their webhooks and refunds. The order service decides
 * what a payment means for its order; this module keeps the payments table and the gateways.
 */
export function paymentService(dbGiven: Connection, config: PaymentConfig, clock: Clock) {
  const db = ownTables<PaymentTables>(dbGiven);
  const repo = paymentRepository(db);
  const sandbox = sandboxGateway(config, async (sessionId) => {
    const row = await repo.bySession(sessionId);
    return row && { status: row.status, amount: row.amount };
  });
  const { publicUrl } = config;
  const wechat =
    config.wechat && publicUrl ? wechatpayGateway(config.wechat, publicUrl) : undefined;
  const alipay =
    config.alipay && publicUrl ? alipayGateway(config.alipay, publicUrl, clock) : undefined;
  // Every gateway whose keys are set, offered or not, so the refunds and queries of a payment
  // reach the gateway that took it whatever the shop offers now; only the offered ones open
  // sessions.
  const gateways: Partial<Record<CashGateway, PaymentGateway>> = {
    sandbox: sandbox.gateway,
    wechat: wechat?.gateway,
    alipay: alipay?.gateway,
  };
  const offered = config.gateways;

  function gatewayOf(name: string): PaymentGateway {
    const gateway = isCashGateway(name) ? gateways[name] : undefined;
    if (!gateway) throw new Error(`payment gateway "${name}" is not configured`);
    return gateway;
  }

  /** A provider that cannot be reached is a refusal the customer can act on: try again. */
  async function reaching<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof GatewayUnavailable) {
        throw new AppError('paymentGatewayUnavailable', {}, 100, { cause: error });
      }
      throw error;
    }
  }

  function toWire(row: PaymentRow, now: number): PaymentSession {
    return {
      session_id: row.session_id,
      gateway: row.gateway,
      amount: fenToYuan(row.amount),
      status: paymentStatusAt(row, now),
      cashier_url: row.pay_url ?? sandboxCashierUrl(row.session_id),
      expires_at: toIso(row.expires_at),
    };
  }

  /**
   * Closes an open live session at its provider, then here. False when the provider could not
   * be reached or refused (it was paid meanwhile: the notification or the query job settles it);
   * any other failure is a fault of the shop's and is thrown.
   */
  async function closeAtProvider(row: PaymentRow, now: number): Promise<boolean> {
    try {
      await gatewayOf(row.gateway).closeSession(row.session_id);
    } catch (error) {
      if (error instanceof GatewayUnavailable || error instanceof ProviderRefusal) return false;
      throw error;
    }
    await repo.markFailed(row.session_id, now);
    return true;
  }

  async function refund(row: PaymentRow): Promise<void> {
    await reaching(() =>
      gatewayOf(row.gateway).refund({
        sessionId: row.session_id,
        refundNo: refundNumber(row.session_id),
        amount: row.amount,
      }),
    );
  }

  return {
    /**
     * The order's open session for this gateway and device, or a new one that closes with the
     * order's payment deadline.
     */
    async open(
      order: { id: number; order_no: string; total_amount: number; pay_deadline: number },
      name: CashGateway,
      request: Pick<SessionRequest, 'device' | 'payerIp' | 'description'> & {
        /** The shop's page a phone's customer comes back to, as a path. */
        returnPath: string;
      },
      now: number,
    ): Promise<PaymentSession> {
      if (!offered.includes(name)) throw new AppError('paymentGatewayNotOffered');
      const open = await repo.openFor(order.id, now);
      if (
        open?.gateway === name &&
        open.device === request.device &&
        open.amount === order.total_amount
      ) {
        return toWire(open, now);
      }
      // One live session open at a time: the one the customer leaves (another gateway or
      // device) is closed first, so it can take no money beside the new one.
      if (open && open.gateway !== 'sandbox' && !(await closeAtProvider(open, now))) {
        throw new AppError('paymentGatewayUnavailable');
      }
      const sessionId = newSessionId();
      const { payUrl } = await reaching(() =>
        gatewayOf(name).openSession({
          device: request.device,
          payerIp: request.payerIp,
          description: request.description,
          returnUrl: `${publicUrl ?? ''}${request.returnPath}`,
          sessionId,
          amount: order.total_amount,
          expiresAt: order.pay_deadline,
        }),
      );
      const row = await repo.insert({
        order_id: order.id,
        gateway: name,
        session_id: sessionId,
        amount: order.total_amount,
        status: 'pending',
        pay_url: payUrl,
        device: request.device,
        trade_no: null,
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
      const testMode = offered.some((name) => !gatewayOf(name).live);
      return { gateway: offered[0] ?? 'sandbox', gateways: offered, test_mode: testMode };
    },

    /** The gateways whose daily bills can be read: every live one whose keys are set. */
    billingGateways(): CashGateway[] {
      return CASH_GATEWAYS.filter((name) => gateways[name]?.downloadBill);
    },

    /** A gateway's bill of one day (Beijing time). */
    bill(name: CashGateway, day: string): Promise<BillLine[]> {
      const gateway = gatewayOf(name);
      if (!gateway.downloadBill) throw new Error(`payment gateway "${name}" keeps no bills`);
      return gateway.downloadBill(day);
    },

    /** The gateway's own view of a session, which may know of a payment a lost webhook did not. */
    async query(sessionId: string) {
      const row = await repo.bySession(sessionId);
      return row ? gatewayOf(row.gateway).querySession(sessionId) : undefined;
    },

    /**
     * Before an unpaid order is cancelled: closes its open live sessions at their providers, so
     * none can take money for an order that is gone. False when one could not be closed (the
     * provider unreachable, or paid meanwhile, which the query job then settles): the
     * cancellation waits.
     */
    async closeOpen(orderId: number, now: number): Promise<boolean> {
      for (const row of await repo.pendingLiveOf(orderId)) {
        if (!(await closeAtProvider(row, now))) return false;
      }
      return true;
    },

    /**
     * What the providers say of the live sessions still pending a few minutes after they were
     * opened: the paid ones, as the events their lost notifications would have been (also one
     * paid just as its order's deadline closed it, whose close the provider refused). A provider
     * that cannot be asked now is asked next round.
     */
    async paidButNotNotified(now: number, log: (err: unknown, sessionId: string) => void) {
      const rows = await repo.pendingLive(now - QUERY_AFTER_MS, 100);
      const events: PaymentEvent[] = [];
      for (const row of rows) {
        if (!isCashGateway(row.gateway) || !gateways[row.gateway]) continue;
        let session: GatewaySession | undefined;
        try {
          session = await gatewayOf(row.gateway).querySession(row.session_id);
        } catch (err) {
          log(err, row.session_id);
          continue;
        }
        if (session?.status !== 'paid') continue;
        events.push({
          gateway: row.gateway,
          eventId: `query:${row.session_id}`,
          sessionId: row.session_id,
          status: 'paid',
          amount: session.amount,
          time: now,
          tradeNo: session.tradeNo,
        });
      }
      return events;
    },

    verifySandboxWebhook(headers: IncomingHttpHeaders, rawBody: string, now: number) {
      return sandbox.verifyWebhook(headers, rawBody, now);
    },

    /** WeChat Pay's notification check, when its keys are set. */
    wechatNotifications: wechat?.verifyNotification,

    /** Alipay's notification check, when its keys are set. */
    alipayNotifications: alipay?.verifyNotification,

    /** Inside the order's transaction: the session is paid; nothing when it already was. */
    markPaid(trxGiven: Connection, sessionId: string, tradeNo: string | undefined, now: number) {
      const trx = ownTables<PaymentTables>(trxGiven);
      return repo.within(trx).markPaid(sessionId, tradeNo, now);
    },

    markFailed(sessionId: string, now: number) {
      return repo.markFailed(sessionId, now);
    },

    /**
     * Inside the order's transaction: gives back every paid session of the order through its
     * gateway. True when there was money to return.
     */
    async refundOrder(trxGiven: Connection, orderId: number, now: number): Promise<boolean> {
      const trx = ownTables<PaymentTables>(trxGiven);
      const claimed = await repo.within(trx).claimRefunds(orderId, now);
      for (const row of claimed) await refund(row);
      return claimed.length > 0;
    },

    /** Inside the order's transaction: gives back one paid session the order cannot take. */
    async refundPayment(trxGiven: Connection, paymentId: number, now: number): Promise<void> {
      const trx = ownTables<PaymentTables>(trxGiven);
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
      if (!row || row.gateway !== 'sandbox' || !offered.includes('sandbox')) {
        throw new AppError('paymentNotFound');
      }
      const status = paymentStatusAt(row, now);
      if (status !== 'pending') {
        throw new AppError('paymentClosed', { status: { message: `paymentStatus.${status}` } });
      }
      const event = {
        eventId: randomUUID(),
        sessionId,
        status: outcome,
        amount: row.amount,
      };
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
