import type { FastifyInstance } from 'fastify';
import { SANDBOX_NOTIFY_PATH } from './sandbox-gateway';

/** What the gateway is told when its webhook is refused; it is a machine, so plain English. */
const refusals = {
  signature: { status: 401, msg: 'Invalid signature' },
  stale: { status: 400, msg: 'Timestamp outside the accepted window' },
  malformed: { status: 400, msg: 'Malformed notification' },
  unknown: { status: 404, msg: 'Unknown payment session' },
  mismatch: { status: 400, msg: 'Amount does not match the payment' },
} as const;

/**
 * `POST /api/payment/sandbox/notify`: the sandbox gateway's webhook. The signature covers the
 * exact bytes sent, so this route (and only this one: the plugin is encapsulated) keeps the JSON
 * body as text and parses it after checking. A refused webhook changes nothing; a repeated one
 * changes nothing and is answered 200, so the gateway stops sending it.
 */
export async function sandboxWebhookPlugin(app: FastifyInstance) {
  // Only while the sandbox is the shop's gateway: its secret is no guard for a live shop.
  if (!app.config.payment.gateways.includes('sandbox')) return;
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    SANDBOX_NOTIFY_PATH,
    // A gateway is not throttled: a dropped notification would leave a paid order unpaid. Not in
    // the API's document either: only the sandbox gateway calls it.
    { config: { rateLimit: false }, schema: { hide: true } },
    async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const now = app.clock.now();
      const verdict = app.services.payment.verifySandboxWebhook(request.headers, raw, now);
      const refuse = (reason: keyof typeof refusals) => {
        request.log.warn({ reason }, 'sandbox webhook refused');
        const { status, msg } = refusals[reason];
        return reply.code(status).send({ code: status, msg, data: null });
      };
      if (!verdict.ok) return refuse(verdict.reason);
      const settled = await app.services.order.settlePayment(verdict.event, now);
      if (settled.outcome !== 'settled') return refuse(settled.outcome);
      return reply.send({ code: 200, msg: 'OK', data: { status: settled.status } });
    },
  );

  // Without a configured notify address, the sandbox reaches this route in process.
  app.services.payment.deliverSandboxInProcess(async ({ headers, body }) => {
    const response = await app.inject({
      method: 'POST',
      url: SANDBOX_NOTIFY_PATH,
      headers,
      payload: body,
    });
    return { status: response.statusCode, body: response.body };
  });
}
