import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../lib/clock';
import { yuanToFen } from '../../lib/money';
import { databases } from '../../test/build-test-app';
import { captureLog } from '../../test/capture-log';
import { freePort } from '../../test/free-port';
import { useTestApp } from '../../test/build-test-app';
import {
  get,
  ok,
  orderRow,
  paymentsOf,
  placed,
  post,
  postInEnglish,
  product,
  refusal,
  shopper,
  stockOf,
} from '../../test/fixtures/order';
import { ALIPAY_NOTIFY_PATH } from './alipay/alipay-gateway';
import { rsaKeyPair, signedNotification } from '../../test/fakes/alipay/fake-alipay';
import { toBeijingTime } from './alipay/beijing-time';
import { QUERY_AFTER_MS, refundNumber } from './payment-service';
import { startTestProviders, TEST_ALIPAY_APP_ID } from '../../test/fakes/payment-providers';
import { signedNotification as wechatNotification } from '../../test/fakes/wechatpay/fake-wechatpay';
import { WECHATPAY_NOTIFY_PATH } from './wechatpay/wechatpay-gateway';

/**
 * WeChat Pay and Alipay offered side by side, each against a fake of the provider on a free port
 * that checks every request's signature with the merchant's public key (keys made fresh for this
 * run) and signs its answers and notifications with its own. The shop listens on a port of its
 * own, so the fakes' notifications arrive over HTTP as the providers' do.
 */
const clock = testClock(Date.now());
const providers = await startTestProviders({ now: clock.now });
const { wechat, alipay, env: keyEnv } = providers;
const wechatKeys = providers.wechatKeys;
const alipayKeys = providers.alipayKeys;
const APP_ID = TEST_ALIPAY_APP_ID;
const ports = { sqlite: await freePort(), postgres: await freePort() };

afterAll(() => providers.close());

/** POSTs a notification to the shop as the provider does. */
async function notify(url: string, message: { headers: Record<string, string>; body: string }) {
  const response = await fetch(url, {
    method: 'POST',
    headers: message.headers,
    body: message.body,
  });
  return { status: response.status, body: await response.text() };
}

/** WeChat Pay's notification of a paid order, signed and encrypted as WeChat Pay makes it. */
function wechatPaid(outTradeNo: string, totalFen: number, transactionId: string, now: number) {
  return wechatNotification(
    wechatKeys,
    {
      eventType: 'TRANSACTION.SUCCESS',
      originalType: 'transaction',
      resource: {
        mchid: wechatKeys.config.mchid,
        appid: wechatKeys.config.appid,
        out_trade_no: outTradeNo,
        transaction_id: transactionId,
        trade_type: 'NATIVE',
        trade_state: 'SUCCESS',
        trade_state_desc: '支付成功',
        success_time: new Date(now).toISOString(),
        amount: { total: totalFen, currency: 'CNY' },
      },
    },
    now,
  );
}

/** The message with one header replaced, whatever case its name was written in. */
function withHeader(
  message: { headers: Record<string, string>; body: string },
  name: string,
  value: string,
) {
  const headers = Object.fromEntries(
    Object.entries(message.headers).filter(([key]) => key.toLowerCase() !== name),
  );
  return { ...message, headers: { ...headers, [name]: value } };
}

const form = (body: string) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
  body,
});

describe.each(databases)('WeChat Pay and Alipay side by side, on %s', (kind) => {
  const shopUrl = `http://127.0.0.1:${ports[kind]}`;
  const log = captureLog();
  const ctx = useTestApp(
    kind,
    { PAYMENT_GATEWAYS: 'wechat,alipay', PUBLIC_URL: shopUrl, LOG_LEVEL: 'warn', ...keyEnv },
    { clock, demo: true, logStream: log.stream },
  );
  const refusalsLogged = () =>
    log.lines.filter((line) => line.msg === 'payment notification refused');
  let app: FastifyInstance;
  beforeAll(async () => {
    app = ctx().app;
    await app.listen({ port: ports[kind], host: '127.0.0.1' });
  });

  /** A customer with an unpaid order for one print of a new product, 5 in stock. */
  async function unpaidOrder(tag: string) {
    const who = await shopper(app, `${tag}${kind}`);
    const print = await product(app, { name_en: `Live ${tag}`, stock: 5 });
    const order = await placed(app, who, print);
    return { who, print, order };
  }

  type Session = { session_id: string; gateway: string; amount: string; cashier_url: string };
  async function pay(who: { token: string }, orderId: number, method: string, device?: string) {
    const answer = await ok<{ payment: Session }>(
      post(
        app,
        'orderPay',
        { order_id: orderId, method, ...(device ? { device } : {}) },
        who.token,
      ),
    );
    return answer.payment;
  }

  it('tells every payment screen the gateways in the shop’s order, and that they take real money', async () => {
    const config = await ok<{ payment: unknown }>(get(app, 'shopConfig', {}));
    expect(config.payment).toEqual({
      gateway: 'wechat',
      gateways: ['wechat', 'alipay'],
      test_mode: false,
    });
  });

  it('a desktop pays by WeChat Pay: a Native order’s QR code, its notification pays once', async () => {
    const { who, print, order } = await unpaidOrder('wxdesk');
    const session = await pay(who, order.order_id, 'wechat');
    expect(session.gateway).toBe('wechat');
    expect(session.cashier_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const opened = wechat.orders.get(session.session_id);
    expect(opened).toMatchObject({
      kind: 'native',
      amount: yuanToFen(session.amount),
      notifyUrl: `${shopUrl}${WECHATPAY_NOTIFY_PATH}`,
    });
    // Asked again, the same session: WeChat Pay is not asked for a second order.
    expect((await pay(who, order.order_id, 'wechat')).session_id).toBe(session.session_id);
    expect(wechat.received.every((request) => request.signed)).toBe(true);

    // The customer pays; the notification arrives twice at once, as WeChat Pay may send it.
    const message = wechat.pay(session.session_id, clock.now());
    const notifyUrl = `${shopUrl}${WECHATPAY_NOTIFY_PATH}`;
    const answers = await Promise.all([notify(notifyUrl, message), notify(notifyUrl, message)]);
    expect(answers.map((answer) => answer.status)).toEqual([204, 204]);
    expect((await orderRow(app, order.order_id)).status).toBe('undelivered');
    const [payment] = await paymentsOf(app, order.order_id);
    expect(payment).toMatchObject({ status: 'paid', gateway: 'wechat' });
    expect(payment?.trade_no).toMatch(/^42000000/);
    expect(await stockOf(app, print)).toMatchObject({ stock: 4 });

    // An hour later WeChat Pay sends it once more, freshly signed: nothing changes.
    clock.advance(3_600_000);
    const again = wechatPaid(
      session.session_id,
      yuanToFen(session.amount),
      payment?.trade_no ?? '',
      clock.now(),
    );
    expect((await notify(notifyUrl, again)).status).toBe(204);
    // The first copy, replayed now, is past its five minutes.
    const replayed = await notify(`${shopUrl}${WECHATPAY_NOTIFY_PATH}`, message);
    expect(replayed.status).toBe(400);
    expect(JSON.parse(replayed.body)).toEqual({
      code: 'FAIL',
      message: 'Timestamp outside the accepted window',
    });
    expect(await paymentsOf(app, order.order_id)).toEqual([payment]);
    expect(await stockOf(app, print)).toMatchObject({ stock: 4 });
  });

  it('a phone pays by Alipay: out to its page and back to /paySuccess, the notification pays once', async () => {
    const { who, order } = await unpaidOrder('aliphone');
    const session = await pay(who, order.order_id, 'alipay', 'phone');
    expect(session.gateway).toBe('alipay');
    const page = new URL(session.cashier_url);
    expect(`${page.origin}${page.pathname}`).toBe(alipay.gateway);
    expect(page.searchParams.get('method')).toBe('alipay.trade.wap.pay');
    expect(page.searchParams.get('return_url')).toBe(`${shopUrl}/paySuccess?id=${order.order_id}`);
    expect(page.searchParams.get('notify_url')).toBe(`${shopUrl}${ALIPAY_NOTIFY_PATH}`);

    // The phone opens the page: Alipay checks the signature and shows the amount.
    const opened = await fetch(session.cashier_url);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain(`¥${session.amount}`);

    const answers = await Promise.all([
      alipay.pay(session.session_id),
      alipay.notify(session.session_id),
    ]);
    expect(answers.map((answer) => answer.body)).toEqual(['success', 'success']);
    expect((await orderRow(app, order.order_id)).status).toBe('undelivered');
    const payments = await paymentsOf(app, order.order_id);
    expect(payments).toMatchObject([{ status: 'paid', gateway: 'alipay', device: 'phone' }]);

    clock.advance(3_600_000);
    expect((await alipay.notify(session.session_id)).body).toBe('success');
    expect(await paymentsOf(app, order.order_id)).toEqual(payments);
  });

  it('a desktop pays by Alipay with a pre-created QR code', async () => {
    const { who, order } = await unpaidOrder('alidesk');
    const session = await pay(who, order.order_id, 'alipay', 'desktop');
    expect(session.cashier_url).toMatch(/^https:\/\/qr\.alipay\.com\//);
    expect(alipay.trades.get(session.session_id)?.totalFen).toBe(yuanToFen(session.amount));
  });

  it('refuses a gateway the shop does not offer, in the customer’s language', async () => {
    const { who, order } = await unpaidOrder('nosandbox');
    const refused = await refusal(
      postInEnglish(app, 'orderPay', { order_id: order.order_id, method: 'sandbox' }, who.token),
    );
    expect(refused).toBe('This shop does not take that payment method; please choose another');
  });

  it('says the provider cannot be reached, and opens the session when it answers again', async () => {
    const { who, order } = await unpaidOrder('wxdown');
    wechat.failNext({ status: 500, code: 'SYSTEM_ERROR' });
    const refused = await refusal(
      postInEnglish(app, 'orderPay', { order_id: order.order_id, method: 'wechat' }, who.token),
    );
    expect(refused).toBe(
      'The payment service cannot be reached just now; please try again shortly',
    );
    expect(await paymentsOf(app, order.order_id)).toEqual([]);
    expect((await pay(who, order.order_id, 'wechat')).cashier_url).toMatch(/^weixin:/);
  });

  describe('notifications that prove nothing change nothing', () => {
    async function openWechat(tag: string) {
      const { who, order } = await unpaidOrder(tag);
      const session = await pay(who, order.order_id, 'wechat');
      return { order, session };
    }
    const wechatUrl = () => `${shopUrl}${WECHATPAY_NOTIFY_PATH}`;
    const alipayUrl = () => `${shopUrl}${ALIPAY_NOTIFY_PATH}`;

    async function unchanged(orderId: number) {
      expect((await orderRow(app, orderId)).status).toBe('unpaid');
      expect(await paymentsOf(app, orderId)).toMatchObject([{ status: 'pending' }]);
    }

    it('WeChat Pay: forged, stale, tampered, malformed, oversized or for the wrong amount', async () => {
      const { order, session } = await openWechat('wxbad');
      const genuine = wechat.pay(session.session_id, clock.now());
      const forged = withHeader(
        genuine,
        'wechatpay-signature',
        Buffer.from('x'.repeat(256)).toString('base64'),
      );
      const stale = wechat.pay(session.session_id, clock.now() - 6 * 60_000);
      // One byte more than was signed.
      const tampered = { ...genuine, body: `${genuine.body} ` };
      const wrongKey = withHeader(genuine, 'wechatpay-serial', 'PUB_KEY_ID_other');
      const malformed = { headers: genuine.headers, body: 'not json' };
      const oversized = { headers: genuine.headers, body: 'x'.repeat(40 * 1024) };
      const cases = [forged, stale, tampered, wrongKey, malformed, oversized];
      const before = refusalsLogged().length;
      for (const [index, message] of cases.entries()) {
        const answer = await notify(wechatUrl(), message);
        expect(answer.status, `case ${index}`).toBeGreaterThanOrEqual(400);
        expect(JSON.parse(answer.body)).toMatchObject({ code: 'FAIL' });
      }
      const cheaper = wechatPaid(
        session.session_id,
        1,
        '4200000000000000000000000001',
        clock.now(),
      );
      expect(await notify(wechatUrl(), cheaper)).toMatchObject({ status: 400 });
      await unchanged(order.order_id);
      // Each refusal is logged once, with its reason, and nothing secret or decrypted.
      const logged = refusalsLogged().slice(before);
      expect(logged.map((line) => line.reason)).toEqual([
        'signature',
        'stale',
        'signature',
        'signature',
        // Bytes that were never signed fail the signature before anyone reads them.
        'signature',
        'malformed',
        'mismatch',
      ]);
      const text = JSON.stringify(log.lines);
      expect(text).not.toContain(wechatKeys.config.apiV3Key);
      expect(text).not.toContain(session.session_id);
      expect(text).not.toContain('PRIVATE KEY');
    });

    it('Alipay: forged, for another app, stale, malformed, or for the wrong amount', async () => {
      const { who, order } = await unpaidOrder('alibad');
      const session = await pay(who, order.order_id, 'alipay');
      const fields = {
        notify_id: 'ac05099524730693a8b330c5ecf72da9786',
        notify_time: toBeijingTime(clock.now()),
        notify_type: 'trade_status_sync',
        app_id: APP_ID,
        out_trade_no: session.session_id,
        trade_no: '2026112922001000000001',
        trade_status: 'TRADE_SUCCESS',
        total_amount: session.amount,
        gmt_payment: toBeijingTime(clock.now()),
        sign_type: 'RSA2',
      };
      const stranger = rsaKeyPair();
      const bodies = [
        signedNotification(fields, stranger.privateKey),
        signedNotification({ ...fields, app_id: '2021000000000999' }, alipayKeys.privateKey),
        signedNotification(
          { ...fields, notify_time: toBeijingTime(clock.now() - 6 * 60_000) },
          alipayKeys.privateKey,
        ),
        signedNotification({ ...fields, total_amount: 'lots' }, alipayKeys.privateKey),
        'not=a&notification',
        `${signedNotification(fields, alipayKeys.privateKey)}&padding=${'x'.repeat(20_000)}`,
        signedNotification({ ...fields, total_amount: '0.01' }, alipayKeys.privateKey),
      ];
      for (const body of bodies) {
        expect(await notify(alipayUrl(), form(body))).toMatchObject({ status: 200, body: 'fail' });
      }
      await unchanged(order.order_id);
      // The genuine one, for the record, pays.
      const genuine = signedNotification(fields, alipayKeys.privateKey);
      expect(await notify(alipayUrl(), form(genuine))).toMatchObject({ body: 'success' });
      expect((await orderRow(app, order.order_id)).status).toBe('undelivered');
    });

    it('a WeChat Pay notification never pays an Alipay session', async () => {
      const { who, order } = await unpaidOrder('crossed');
      const session = await pay(who, order.order_id, 'alipay');
      const crossed = wechatPaid(
        session.session_id,
        yuanToFen(session.amount),
        '4200000000000000000000000002',
        clock.now(),
      );
      expect(await notify(`${shopUrl}${WECHATPAY_NOTIFY_PATH}`, crossed)).toMatchObject({
        status: 404,
      });
      await unchanged(order.order_id);
    });
  });

  it('a payment whose only notification was lost is settled by the query job', async () => {
    const unreachable: string[] = [];
    const settle = () =>
      app.services.order.settleUnnotified(clock.now(), (_err, sessionId) =>
        unreachable.push(sessionId),
      );
    // What earlier tests left open (sessions paid at the fakes whose notifications they kept,
    // orders unpaid past their deadline) is settled and cancelled first: what follows counts
    // this test's own.
    clock.advance(2 * 86_400_000);
    await settle();
    await app.services.order.cancelOverdue(clock.now());
    expect(await settle()).toBe(0);

    const byWechat = await unpaidOrder('wxlost');
    const byAlipay = await unpaidOrder('alilost');
    const wx = await pay(byWechat.who, byWechat.order.order_id, 'wechat');
    const ali = await pay(byAlipay.who, byAlipay.order.order_id, 'alipay');
    // Both customers pay; neither notification arrives.
    wechat.pay(wx.session_id, clock.now());
    alipay.payWithoutNotice(ali.session_id);

    // A notification usually comes within seconds: the providers are not asked at once.
    expect(await settle()).toBe(0);
    expect((await orderRow(app, byWechat.order.order_id)).status).toBe('unpaid');

    clock.advance(QUERY_AFTER_MS);
    // WeChat Pay cannot be asked this round; Alipay can.
    wechat.failNext({ status: 500, code: 'SYSTEM_ERROR' });
    expect(await settle()).toBe(1);
    expect(unreachable).toEqual([wx.session_id]);
    expect((await orderRow(app, byAlipay.order.order_id)).status).toBe('undelivered');
    expect((await orderRow(app, byWechat.order.order_id)).status).toBe('unpaid');

    expect(await settle()).toBe(1);
    expect((await orderRow(app, byWechat.order.order_id)).status).toBe('undelivered');
    expect(await paymentsOf(app, byWechat.order.order_id)).toMatchObject([
      { status: 'paid', trade_no: expect.stringMatching(/^42000000/) },
    ]);
    expect(await paymentsOf(app, byAlipay.order.order_id)).toMatchObject([
      { status: 'paid', trade_no: alipay.trades.get(ali.session_id)?.tradeNo },
    ]);
    // Nothing is left to ask about, and a late notification changes nothing.
    expect(await settle()).toBe(0);
    expect((await alipay.notify(ali.session_id)).body).toBe('success');
    expect(await paymentsOf(app, byAlipay.order.order_id)).toMatchObject([{ status: 'paid' }]);
  });

  it('a deadline cancellation closes the provider’s order first, and waits while it cannot', async () => {
    // The unpaid orders earlier tests left go first, so the provider's failure below meets this
    // test's own order.
    clock.advance(2 * 86_400_000);
    await app.services.order.settleUnnotified(clock.now(), () => undefined);
    await app.services.order.cancelOverdue(clock.now());
    const { who, print, order } = await unpaidOrder('wxdeadline');
    const byAlipay = await unpaidOrder('alideadline');
    const session = await pay(who, order.order_id, 'wechat');
    const aliSession = await pay(byAlipay.who, byAlipay.order.order_id, 'alipay');
    clock.set(Date.parse(order.pay_deadline) + 1000);

    // WeChat Pay cannot be reached: its order is not cancelled this round, Alipay's is.
    wechat.failNext({ status: 500, code: 'SYSTEM_ERROR' });
    await app.services.order.cancelOverdue(clock.now());
    expect((await orderRow(app, order.order_id)).status).toBe('unpaid');
    expect(wechat.orders.get(session.session_id)?.tradeState).toBe('NOTPAY');
    expect((await orderRow(app, byAlipay.order.order_id)).status).toBe('canceled');
    expect(alipay.trades.get(aliSession.session_id)?.status).toBe('TRADE_CLOSED');

    await app.services.order.cancelOverdue(clock.now());
    expect(wechat.orders.get(session.session_id)?.tradeState).toBe('CLOSED');
    expect((await orderRow(app, order.order_id)).status).toBe('canceled');
    expect(await paymentsOf(app, order.order_id)).toMatchObject([{ status: 'failed' }]);
    expect(await stockOf(app, print)).toMatchObject({ stock: 5 });
  });

  it('money paid as the deadline closed the order is given back, once', async () => {
    const { who, print, order } = await unpaidOrder('wxlate');
    const session = await pay(who, order.order_id, 'wechat');
    wechat.pay(session.session_id, clock.now());
    clock.set(Date.parse(order.pay_deadline) + 1000);
    // WeChat Pay refuses to close a paid order: the cancellation waits for the query job.
    await app.services.order.cancelOverdue(clock.now());
    expect((await orderRow(app, order.order_id)).status).toBe('unpaid');
    await app.services.order.settleUnnotified(clock.now(), () => undefined);
    expect((await orderRow(app, order.order_id)).status).toBe('canceled');
    expect(await paymentsOf(app, order.order_id)).toMatchObject([{ status: 'refunded' }]);
    expect(wechat.refunds.get(refundNumber(session.session_id))).toMatchObject({
      amount: yuanToFen(session.amount),
    });
    expect(await stockOf(app, print)).toMatchObject({ stock: 5 });
  });

  it('a buyer cancelling an unpaid order is told when the provider cannot close it', async () => {
    const { who, order } = await unpaidOrder('wxbuyercancel');
    const session = await pay(who, order.order_id, 'wechat');
    wechat.failNext({ status: 500, code: 'SYSTEM_ERROR' });
    const refused = await refusal(
      postInEnglish(app, 'orderCancel', { id: order.order_id }, who.token),
    );
    expect(refused).toBe(
      'The payment service cannot be reached just now; please try again shortly',
    );
    expect((await orderRow(app, order.order_id)).status).toBe('unpaid');
    await ok(post(app, 'orderCancel', { id: order.order_id }, who.token));
    expect(wechat.orders.get(session.session_id)?.tradeState).toBe('CLOSED');
    expect((await orderRow(app, order.order_id)).status).toBe('canceled');
  });

  it('a cancellation refunds once at WeChat Pay, though the first try times out and the buyer asks again', async () => {
    const { who, order } = await unpaidOrder('wxrefund');
    const session = await pay(who, order.order_id, 'wechat');
    await notify(`${shopUrl}${WECHATPAY_NOTIFY_PATH}`, wechat.pay(session.session_id, clock.now()));
    expect((await orderRow(app, order.order_id)).status).toBe('undelivered');

    wechat.failNext({ status: 503, code: 'SYSTEMERROR' });
    const refused = await refusal(
      postInEnglish(app, 'orderCancel', { id: order.order_id }, who.token),
    );
    expect(refused).toBe(
      'The payment service cannot be reached just now; please try again shortly',
    );
    // Nothing half-done: still paid, still to ship.
    expect((await orderRow(app, order.order_id)).status).toBe('undelivered');
    expect(await paymentsOf(app, order.order_id)).toMatchObject([{ status: 'paid' }]);

    const cancelled = await ok<{ status: string; refunded: boolean }>(
      post(app, 'orderCancel', { id: order.order_id }, who.token),
    );
    expect(cancelled).toMatchObject({ status: 'canceled', refunded: true });
    const refundNo = refundNumber(session.session_id);
    const asked = wechat.received
      .filter((request) => request.url === '/v3/refund/domestic/refunds')
      .map(
        (request) =>
          JSON.parse(request.body) as { out_refund_no: string; amount: { refund: number } },
      );
    // Both tries named the same refund; WeChat Pay holds one.
    expect(asked.filter((body) => body.out_refund_no === refundNo)).toHaveLength(2);
    expect(wechat.refunds.get(refundNo)).toMatchObject({ amount: yuanToFen(session.amount) });
    expect(await paymentsOf(app, order.order_id)).toMatchObject([{ status: 'refunded' }]);
  });
  it('a refund’s notification is answered as WeChat Pay expects and changes nothing', async () => {
    const { who, order } = await unpaidOrder('wxrefundnote');
    const session = await pay(who, order.order_id, 'wechat');
    const notifyUrl = `${shopUrl}${WECHATPAY_NOTIFY_PATH}`;
    await notify(notifyUrl, wechat.pay(session.session_id, clock.now()));
    await ok(post(app, 'orderCancel', { id: order.order_id }, who.token));
    const before = await paymentsOf(app, order.order_id);
    expect(before).toMatchObject([{ status: 'refunded' }]);
    const refused = refusalsLogged().length;

    // The refund named where WeChat Pay is to say when it ends.
    const refundNo = refundNumber(session.session_id);
    expect(wechat.refunds.get(refundNo)?.notifyUrl).toBe(notifyUrl);
    const answer = await notify(notifyUrl, wechat.settleRefund(refundNo, clock.now()));
    expect(answer.status).toBe(204);
    expect(await paymentsOf(app, order.order_id)).toEqual(before);
    expect((await orderRow(app, order.order_id)).status).toBe('canceled');
    expect(refusalsLogged()).toHaveLength(refused);
  });

  it('a customer who leaves WeChat Pay for Alipay on a phone has the WeChat Pay order closed first', async () => {
    const { who, order } = await unpaidOrder('wxswitch');
    const first = await pay(who, order.order_id, 'wechat');

    // WeChat Pay cannot be reached to close it: no second session is opened beside it.
    wechat.failNext({ status: 500, code: 'SYSTEM_ERROR' });
    const refused = await refusal(
      postInEnglish(
        app,
        'orderPay',
        { order_id: order.order_id, method: 'alipay', device: 'phone' },
        who.token,
      ),
    );
    expect(refused).toBe(
      'The payment service cannot be reached just now; please try again shortly',
    );
    expect(await paymentsOf(app, order.order_id)).toMatchObject([{ status: 'pending' }]);

    const second = await pay(who, order.order_id, 'alipay', 'phone');
    expect(second.gateway).toBe('alipay');
    expect(wechat.orders.get(first.session_id)?.tradeState).toBe('CLOSED');
    const payments = await paymentsOf(app, order.order_id);
    expect(payments.map((row) => [row.session_id, row.status])).toEqual([
      [first.session_id, 'failed'],
      [second.session_id, 'pending'],
    ]);
  });
});
