import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOTIFY_ANSWER } from './alipay/notification';
import { ALIPAY_NOTIFY_PATH } from './alipay/alipay-gateway';
import type { PaymentEvent } from './payment-gateway';
import { notificationAnswer } from './wechatpay/notification';
import { WECHATPAY_NOTIFY_PATH } from './wechatpay/wechatpay-gateway';

/**
 * Far above a real notification (1–3 KiB); the verifiers refuse above 16 KiB themselves, so a
 * body between the two is read, refused and logged like any other bad notification.
 */
const BODY_LIMIT = 64 * 1024;

/** Why a notification changed nothing, as the log line says it once. */
type Refusal = 'signature' | 'stale' | 'malformed' | 'unknown' | 'mismatch';

/**
 * The live gateways' notification routes: `POST /api/payment/wechat/notify` and
 * `/api/payment/alipay/notify`, each registered when that gateway's keys are set. Each reads the
 * exact bytes (its own body parsers, in this encapsulated plugin only), proves the notification
 * (signature, timestamp, and for WeChat Pay the encrypted resource), and answers the way its
 * provider expects. A refused notification changes nothing and is logged once; a repeated or
 * concurrent one pays once, as the order's settlement changes each row only from the status it
 * leaves. Neither route is throttled: a dropped notification would leave a paid order unpaid.
 */
export async function liveNotifyPlugin(app: FastifyInstance) {
  const { payment, order } = app.services;
  const wechat = payment.wechatNotifications;
  const alipay = payment.alipayNotifications;
  if (!wechat && !alipay) return;

  // The exact bytes, whatever the type says: WeChat Pay sends JSON, Alipay a form, and the
  // default JSON parser would leave nothing to check the signature against.
  const raw = (_request: FastifyRequest, body: Buffer, done: (err: null, body: Buffer) => void) =>
    done(null, body);
  for (const type of ['application/json', '*']) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, raw);
  }
  const bytes = (request: FastifyRequest) =>
    Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);

  /** Settles a proven payment event; the refusal when it names no payment it can pay. */
  async function settle(event: PaymentEvent): Promise<Refusal | undefined> {
    const settled = await order.settlePayment(event, app.clock.now());
    return settled.outcome === 'settled' ? undefined : settled.outcome;
  }

  function logRefusal(request: FastifyRequest, gateway: string, reason: Refusal) {
    request.log.warn({ gateway, reason }, 'payment notification refused');
  }

  const route = { config: { rateLimit: false }, bodyLimit: BODY_LIMIT } as const;

  if (wechat) {
    app.post(WECHATPAY_NOTIFY_PATH, route, async (request, reply: FastifyReply) => {
      const verdict = await wechat(request.headers, bytes(request), app.clock.now());
      const answer = (outcome: Parameters<typeof notificationAnswer>[0]) => {
        const { status, body } = notificationAnswer(outcome);
        return reply.code(status).type('application/json').send(body);
      };
      if (!verdict.ok) {
        logRefusal(request, 'wechat', verdict.reason);
        return answer(verdict);
      }
      const { notification } = verdict;
      // WeChat Pay notifies successful payments only; a refund's end changes no order here.
      if (notification.kind === 'transaction' && notification.transaction.status === 'paid') {
        const { transaction } = notification;
        const refused = await settle({
          gateway: 'wechat',
          eventId: notification.id,
          sessionId: transaction.outTradeNo,
          status: 'paid',
          amount: transaction.amount,
          time: transaction.paidAt ?? app.clock.now(),
          tradeNo: transaction.transactionId,
        });
        if (refused) {
          logRefusal(request, 'wechat', refused);
          const message = refused === 'unknown' ? 'Unknown order' : 'Amount does not match';
          return answer({ ok: false, status: refused === 'unknown' ? 404 : 400, message });
        }
      }
      return answer(verdict);
    });
  }

  if (alipay) {
    app.post(ALIPAY_NOTIFY_PATH, route, async (request, reply: FastifyReply) => {
      const text = (body: string) => reply.type('text/plain').send(body);
      const verdict = alipay(bytes(request).toString('utf8'), app.clock.now());
      if (!verdict.ok) {
        logRefusal(request, 'alipay', verdict.reason);
        return text(NOTIFY_ANSWER.refused);
      }
      const { event } = verdict;
      // Paid (TRADE_SUCCESS, TRADE_FINISHED); a closed or refunded trade changes no order here.
      if (event.status === 'paid') {
        const refused = await settle({
          gateway: 'alipay',
          eventId: event.notifyId,
          sessionId: event.outTradeNo,
          status: 'paid',
          amount: event.totalAmountFen,
          time: event.time,
          tradeNo: event.tradeNo,
        });
        if (refused) {
          logRefusal(request, 'alipay', refused);
          return text(NOTIFY_ANSWER.refused);
        }
      }
      return text(NOTIFY_ANSWER.accepted);
    });
  }
}
