import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../lib/clock';
import { alipayClient, type AlipayConfig } from './alipay-client';
import { AlipayAnswerError, AlipayRefusedError, AlipayUnavailableError } from './alipay-errors';
import { toBeijingTime } from './beijing-time';
import {
  rsaKeyPair,
  startFakeAlipay,
  type FakeAlipay,
} from '../../../test/fakes/alipay/fake-alipay';
import { NOTIFY_ANSWER, type AlipayNotifyVerdict } from './notification';

const APP_ID = '2021000000000001';
const app = rsaKeyPair();
const alipay = rsaKeyPair();
const stranger = rsaKeyPair();
const clock = testClock(Date.parse('2025-03-01T02:00:00Z'));
const DEADLINE = clock.now() + 15 * 60_000;

let fake: FakeAlipay;
let shop: Server;
let config: AlipayConfig;
/** What the shop's notify route received, and what it made of each. */
const notified: { body: string; verdict: AlipayNotifyVerdict }[] = [];

beforeAll(async () => {
  fake = await startFakeAlipay({
    appId: APP_ID,
    appPublicKey: app.publicKey,
    alipayPrivateKey: alipay.privateKey,
    now: clock.now,
  });
  // The shop's notify route, reduced to what the client decides.
  shop = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const verdict = client().verifyNotification(body, clock.now());
      notified.push({ body, verdict });
      response.end(verdict.ok ? NOTIFY_ANSWER.accepted : NOTIFY_ANSWER.refused);
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  config = {
    appId: APP_ID,
    privateKey: app.privateKey,
    alipayPublicKey: alipay.publicKey,
    gateway: fake.gateway,
    notifyUrl: `http://127.0.0.1:${(shop.address() as AddressInfo).port}/notify`,
    clock,
  };
});

afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => shop.close(resolve));
});

const client = (changes: Partial<AlipayConfig> = {}) => alipayClient({ ...config, ...changes });
let orderCount = 0;
const order = (amountFen = 12800) => {
  orderCount += 1;
  const outTradeNo = `A20250301${String(orderCount).padStart(5, '0')}`;
  return { outTradeNo, subject: `Atelier 订单 ${outTradeNo}`, amountFen, expiresAt: DEADLINE };
};
const last = () => fake.received.at(-1);

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AlipayRefusedError);
  return error as AlipayRefusedError;
}

describe('alipayClient against the fake gateway', () => {
  it('precreates a QR order in yuan with its number, subject, notify_url and deadline', async () => {
    const paying = order(12800);
    const { qrCode } = await client().precreate(paying);
    expect(qrCode).toMatch(/^https:\/\/qr\.alipay\.com\//);
    const request = last();
    expect(request?.refused).toBeUndefined();
    expect(request?.method).toBe('alipay.trade.precreate');
    expect(request?.params).toMatchObject({
      app_id: APP_ID,
      sign_type: 'RSA2',
      charset: 'utf-8',
      version: '1.0',
      notify_url: config.notifyUrl,
      // Beijing time, whatever the server's own zone.
      timestamp: '2025-03-01 10:00:00',
    });
    expect(request?.biz).toEqual({
      out_trade_no: paying.outTradeNo,
      total_amount: '128.00',
      subject: paying.subject,
      time_expire: '2025-03-01 10:15:00',
    });
  });

  it('builds a wap.pay address the gateway accepts, and refuses once it is altered', async () => {
    const paying = order(1999);
    const url = client().wapPayUrl({
      ...paying,
      returnUrl: 'https://shop.example/orders/1?paid=1',
      quitUrl: 'https://shop.example/orders/1',
    });
    expect(url.startsWith(`${fake.gateway}?`)).toBe(true);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(last()).toMatchObject({
      httpMethod: 'GET',
      method: 'alipay.trade.wap.pay',
      params: { return_url: 'https://shop.example/orders/1?paid=1', notify_url: config.notifyUrl },
      biz: {
        out_trade_no: paying.outTradeNo,
        total_amount: '19.99',
        product_code: 'QUICK_WAP_WAY',
        quit_url: 'https://shop.example/orders/1',
        time_expire: '2025-03-01 10:15:00',
      },
    });
    expect(last()?.refused).toBeUndefined();
    expect(fake.trades.get(paying.outTradeNo)?.status).toBe('WAIT_BUYER_PAY');

    const altered = new URL(url);
    altered.searchParams.set('return_url', 'https://elsewhere.example/');
    expect((await fetch(altered)).status).toBe(400);
    expect(last()?.refused).toBe('isv.invalid-signature');
  });

  it('is refused by the gateway when it signs with a key that is not the app’s', async () => {
    const error = await refusalOf(client({ privateKey: stranger.privateKey }).precreate(order()));
    expect(error).toMatchObject({ code: '40002', subCode: 'isv.invalid-signature' });
    expect(last()?.refused).toBe('isv.invalid-signature');
  });

  it('rejects an answer not signed with Alipay’s key', async () => {
    const doubting = client({ alipayPublicKey: stranger.publicKey });
    await expect(doubting.precreate(order())).rejects.toBeInstanceOf(AlipayAnswerError);
    // The gateway accepted the request: only the answer was untrusted.
    expect(last()?.refused).toBeUndefined();
  });

  it('maps each trade status, and an unknown trade to undefined', async () => {
    const api = client();
    const paying = order();
    await api.precreate(paying);
    expect(await api.query(paying.outTradeNo)).toMatchObject({
      status: 'pending',
      tradeStatus: 'WAIT_BUYER_PAY',
      amount: 12800,
    });
    await fake.pay(paying.outTradeNo);
    expect(await api.query(paying.outTradeNo)).toMatchObject({
      status: 'paid',
      tradeStatus: 'TRADE_SUCCESS',
    });
    const trade = fake.trades.get(paying.outTradeNo);
    if (trade) trade.status = 'TRADE_FINISHED';
    expect((await api.query(paying.outTradeNo))?.status).toBe('paid');
    if (trade) trade.status = 'TRADE_SUCCESS';
    await api.refund({
      outTradeNo: paying.outTradeNo,
      outRequestNo: 'R1',
      amountFen: 12800,
    });
    expect(await api.query(paying.outTradeNo)).toMatchObject({
      status: 'refunded',
      tradeStatus: 'TRADE_CLOSED',
    });

    const abandoned = order();
    await api.precreate(abandoned);
    await api.close(abandoned.outTradeNo);
    expect(await api.query(abandoned.outTradeNo)).toMatchObject({
      status: 'failed',
      tradeStatus: 'TRADE_CLOSED',
    });

    expect(await api.query('NO-SUCH-ORDER')).toBeUndefined();
    expect(last()?.refused).toBe('ACQ.TRADE_NOT_EXIST');
  });

  it('closes an unpaid trade, knows nothing to close for an unknown one, refuses a paid one', async () => {
    const api = client();
    const open = order();
    await api.precreate(open);
    expect(await api.close(open.outTradeNo)).toBe(true);
    expect(fake.trades.get(open.outTradeNo)?.status).toBe('TRADE_CLOSED');
    expect(await api.close('NO-SUCH-ORDER')).toBe(false);

    const paid = order();
    await api.precreate(paid);
    await fake.pay(paid.outTradeNo);
    const error = await refusalOf(api.close(paid.outTradeNo));
    expect(error.subCode).toBe('ACQ.TRADE_STATUS_ERROR');
  });

  it('refunds once when a refund is retried with the same out_request_no', async () => {
    const api = client();
    const paid = order();
    await api.precreate(paid);
    await fake.pay(paid.outTradeNo);
    const refund = {
      outTradeNo: paid.outTradeNo,
      outRequestNo: `${paid.outTradeNo}-R1`,
      amountFen: 12800,
    };
    expect(await api.refund(refund)).toEqual({ refundedFen: 12800, fundChange: true });
    expect(await api.refund(refund)).toEqual({ refundedFen: 12800, fundChange: false });
    expect([...(fake.trades.get(paid.outTradeNo)?.refunds ?? [])]).toEqual([
      [refund.outRequestNo, 12800],
    ]);
    const refunds = fake.received.filter((r) => r.method === 'alipay.trade.refund');
    expect(refunds.at(-1)?.biz).toMatchObject({
      out_request_no: refund.outRequestNo,
      refund_amount: '128.00',
    });

    expect(await api.refundQuery(refund)).toEqual({ amountFen: 12800 });
    expect(await api.refundQuery({ ...refund, outRequestNo: 'NEVER-MADE' })).toBeUndefined();
    expect(await api.refundQuery({ ...refund, outTradeNo: 'NO-SUCH-ORDER' })).toBeUndefined();
  });

  it('carries Alipay’s sub_code on a refusal', async () => {
    const api = client();
    const paid = order(10000);
    await api.precreate(paid);
    await fake.pay(paid.outTradeNo);
    const part = { outTradeNo: paid.outTradeNo, outRequestNo: 'P1', amountFen: 6000 };
    await api.refund(part);
    const over = await refusalOf(api.refund({ ...part, outRequestNo: 'P2' }));
    expect(over).toMatchObject({ code: '40004', subCode: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL' });

    fake.failNext({ kind: 'refuse', subCode: 'ACQ.SYSTEM_ERROR', subMsg: '系统错误' });
    const busy = await refusalOf(api.query(paid.outTradeNo));
    expect(busy).toMatchObject({ subCode: 'ACQ.SYSTEM_ERROR', subMsg: '系统错误' });
  });

  it('reports no answer in time, a 5xx or no connection as unavailable', async () => {
    const impatient = client({ timeoutMs: 300 });
    fake.failNext({ kind: 'hang' });
    await expect(impatient.query('A1')).rejects.toBeInstanceOf(AlipayUnavailableError);
    for (const status of [500, 502]) {
      fake.failNext({ kind: 'status', status });
      await expect(impatient.query('A1')).rejects.toBeInstanceOf(AlipayUnavailableError);
    }
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = client({ gateway: `http://127.0.0.1:${port}/gateway.do` });
    await expect(nowhere.query('A1')).rejects.toBeInstanceOf(AlipayUnavailableError);
  });

  it('verifies the notification Alipay posts when the buyer pays, and answers success', async () => {
    const paying = order(12800);
    await client().precreate(paying);
    clock.advance(60_000);
    expect(await fake.pay(paying.outTradeNo)).toEqual({ status: 200, body: 'success' });
    const { verdict } = notified.at(-1) ?? {};
    expect(verdict).toMatchObject({
      ok: true,
      event: {
        outTradeNo: paying.outTradeNo,
        tradeNo: fake.trades.get(paying.outTradeNo)?.tradeNo,
        status: 'paid',
        totalAmountFen: 12800,
        time: clock.now() - (clock.now() % 1000),
      },
    });
    expect(toBeijingTime(clock.now())).toBe('2025-03-01 10:01:00');
  });
});
