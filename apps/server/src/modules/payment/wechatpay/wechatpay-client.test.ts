import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeWechatpay,
  wechatpayTestKeys,
  type FakeWechatpay,
} from '../../../test/fakes/wechatpay/fake-wechatpay';
import { wechatpayClient, type WechatpayOrder } from './wechatpay-client';
import { WechatpayRefusal, WechatpayUnavailable, WechatpayUnverified } from './wechatpay-errors';

const keys = wechatpayTestKeys();
let fake: FakeWechatpay;
let client: ReturnType<typeof wechatpayClient>;
let sequence = 0;

beforeAll(async () => {
  fake = await startFakeWechatpay(keys);
  client = wechatpayClient({ ...fake.config, timeoutMs: 300 });
});
afterAll(() => fake.close());

// 2026-03-01 12:00:00 in Beijing.
const expiresAt = Date.parse('2026-03-01T04:00:00Z');

function order(amount = 12_800): WechatpayOrder {
  return {
    outTradeNo: `AT2026${String(++sequence).padStart(8, '0')}`,
    description: 'Atelier - 数字版画 №3',
    amount,
    expiresAt,
    notifyUrl: 'https://shop.example.com/api/payment/wechatpay/notify',
  };
}

function lastBody(): unknown {
  return JSON.parse(fake.received.at(-1)?.body ?? 'null');
}

async function paidOrder(amount = 12_800) {
  const placed = order(amount);
  await client.createNativeOrder(placed);
  fake.pay(placed.outTradeNo);
  return placed;
}

describe('orders', () => {
  it('creates a Native order with the amount in fen, time_expire in +08:00 and notify_url', async () => {
    const placed = order();
    const { codeUrl } = await client.createNativeOrder(placed);
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const request = fake.received.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      url: '/v3/pay/transactions/native',
      signed: true,
    });
    expect(request?.authorization).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900000109",/);
    expect(lastBody()).toEqual({
      appid: keys.config.appid,
      mchid: keys.config.mchid,
      description: 'Atelier - 数字版画 №3',
      out_trade_no: placed.outTradeNo,
      time_expire: '2026-03-01T12:00:00+08:00',
      notify_url: 'https://shop.example.com/api/payment/wechatpay/notify',
      amount: { total: 12_800, currency: 'CNY' },
    });
  });

  it('creates an H5 order with the payer IP in scene_info', async () => {
    const placed = order(1);
    const { h5Url } = await client.createH5Order({ ...placed, payerIp: '203.0.113.7' });
    expect(h5Url).toMatch(/^https:\/\/wx\.tenpay\.com\//);
    expect(fake.received.at(-1)?.url).toBe('/v3/pay/transactions/h5');
    expect(lastBody()).toMatchObject({
      out_trade_no: placed.outTradeNo,
      amount: { total: 1, currency: 'CNY' },
      scene_info: { payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } },
    });
  });

  it('refuses to send an amount that is not whole fen, or a number unfit for the URL', async () => {
    const before = fake.received.length;
    await expect(client.createNativeOrder({ ...order(), amount: 12.5 })).rejects.toThrow(
      RangeError,
    );
    await expect(client.queryOrder('../../v3/refund')).rejects.toThrow(RangeError);
    expect(fake.received.length).toBe(before);
  });

  it('is refused by the fake when signed with the wrong merchant key', async () => {
    const impostor = wechatpayTestKeys();
    const wrong = wechatpayClient({ ...fake.config, privateKey: impostor.config.privateKey });
    const error = await wrong.createNativeOrder(order()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WechatpayRefusal);
    expect(error).toMatchObject({ code: 'SIGN_ERROR', status: 401 });
    expect(fake.received.at(-1)?.signed).toBe(false);
  });

  it('rejects an answer not signed by the configured platform key', async () => {
    const other = wechatpayTestKeys();
    const trusting = wechatpayClient({
      ...fake.config,
      platform: { ...fake.config.platform, publicKey: other.config.platform.publicKey },
    });
    const error = await trusting.createNativeOrder(order()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WechatpayUnverified);
    expect(error).toMatchObject({ code: 'EV3_RES_HEADER_SIGNATURE_DIGEST' });
  });

  it('rejects an answer signed under another platform key id', async () => {
    const elsewhere = wechatpayClient({
      ...fake.config,
      platform: { ...fake.config.platform, publicKeyId: 'PUB_KEY_ID_0000000000000000000000000000' },
    });
    const error = await elsewhere.createNativeOrder(order()).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'WechatpayUnverified',
      code: 'EV3_RES_HEADER_PLATFORM_SERIAL',
    });
  });

  it('queries an order and maps its trade state to the shop status', async () => {
    const placed = order(500);
    await client.createNativeOrder(placed);
    expect(await client.queryOrder(placed.outTradeNo)).toEqual({
      outTradeNo: placed.outTradeNo,
      transactionId: undefined,
      tradeState: 'NOTPAY',
      status: 'pending',
      amount: 500,
      paidAt: undefined,
    });
    expect(fake.received.at(-1)?.url).toBe(
      `/v3/pay/transactions/out-trade-no/${placed.outTradeNo}?mchid=1900000109`,
    );
    const now = Date.parse('2026-03-01T03:30:00Z');
    fake.pay(placed.outTradeNo, now);
    const paid = await client.queryOrder(placed.outTradeNo);
    expect(paid).toMatchObject({ tradeState: 'SUCCESS', status: 'paid', paidAt: now });
    expect(paid?.transactionId).toMatch(/^42/);
  });

  it.each([
    ['USERPAYING', 'pending'],
    ['CLOSED', 'failed'],
    ['PAYERROR', 'failed'],
    ['REVOKED', 'failed'],
    ['REFUND', 'refunded'],
  ] as const)('maps trade state %s to %s', async (tradeState, status) => {
    const placed = order();
    await client.createNativeOrder(placed);
    const stored = fake.orders.get(placed.outTradeNo);
    if (stored) stored.tradeState = tradeState;
    expect(await client.queryOrder(placed.outTradeNo)).toMatchObject({ tradeState, status });
  });

  it('answers undefined for an order WeChat Pay does not know', async () => {
    expect(await client.queryOrder('AT_NEVER_PLACED')).toBeUndefined();
  });

  it('closes an unpaid order, and is refused closing a paid one', async () => {
    const placed = order();
    await client.createNativeOrder(placed);
    await client.closeOrder(placed.outTradeNo);
    expect(fake.received.at(-1)).toMatchObject({
      url: `/v3/pay/transactions/out-trade-no/${placed.outTradeNo}/close`,
      body: '{"mchid":"1900000109"}',
    });
    expect(await client.queryOrder(placed.outTradeNo)).toMatchObject({ status: 'failed' });

    const paid = await paidOrder();
    await expect(client.closeOrder(paid.outTradeNo)).rejects.toMatchObject({ code: 'ORDERPAID' });
  });
});

describe('refunds', () => {
  it('refunds once per out_refund_no, however often it is asked', async () => {
    const paid = await paidOrder(9_900);
    const ask = {
      outTradeNo: paid.outTradeNo,
      outRefundNo: `R${paid.outTradeNo}`,
      amount: 9_900,
      total: 9_900,
    };
    const first = await client.refund({ ...ask, reason: '订单取消' });
    const again = await client.refund(ask);
    expect(again).toEqual(first);
    expect(first).toMatchObject({
      outRefundNo: ask.outRefundNo,
      status: 'PROCESSING',
      amount: 9_900,
      total: 9_900,
    });
    expect([...fake.refunds.values()].filter((r) => r.outTradeNo === paid.outTradeNo)).toHaveLength(
      1,
    );
    expect(JSON.parse(fake.received.at(-1)?.body ?? '')).toEqual({
      out_trade_no: paid.outTradeNo,
      out_refund_no: ask.outRefundNo,
      amount: { refund: 9_900, total: 9_900, currency: 'CNY' },
    });
    expect(await client.queryOrder(paid.outTradeNo)).toMatchObject({ status: 'refunded' });
  });

  it('queries a refund, and answers undefined for an unknown one', async () => {
    const paid = await paidOrder(300);
    const outRefundNo = `R${paid.outTradeNo}`;
    await client.refund({ outTradeNo: paid.outTradeNo, outRefundNo, amount: 100, total: 300 });
    fake.settleRefund(outRefundNo, Date.parse('2026-03-02T00:00:00Z'));
    expect(await client.queryRefund(outRefundNo)).toMatchObject({
      status: 'SUCCESS',
      amount: 100,
      total: 300,
      refundedAt: Date.parse('2026-03-02T00:00:00Z'),
    });
    expect(fake.received.at(-1)?.url).toBe(`/v3/refund/domestic/refunds/${outRefundNo}`);
    expect(await client.queryRefund('R_NEVER_ASKED')).toBeUndefined();
  });

  it('carries the provider code of a refused refund', async () => {
    const paid = await paidOrder(300);
    const error = await client
      .refund({
        outTradeNo: paid.outTradeNo,
        outRefundNo: `X${paid.outTradeNo}`,
        amount: 301,
        total: 300,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WechatpayRefusal);
    expect(error).toMatchObject({ code: 'NOT_ENOUGH', status: 403 });
  });
});

describe('failures', () => {
  it('turns a timeout into WechatpayUnavailable', async () => {
    fake.failNext('hang');
    const error = await client.createNativeOrder(order()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WechatpayUnavailable);
  });

  it('turns a 5xx into WechatpayUnavailable', async () => {
    fake.failNext({ status: 500, code: 'SYSTEM_ERROR', message: '系统错误' });
    const error = await client.queryOrder('AT_ANY_NUMBER').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WechatpayUnavailable);
    expect(error).toMatchObject({ message: expect.stringContaining('HTTP 500') });
  });

  it('turns 429 FREQUENCY_LIMITED into WechatpayUnavailable, to be retried later', async () => {
    fake.failNext({ status: 429, code: 'FREQUENCY_LIMITED' });
    await expect(client.createNativeOrder(order())).rejects.toBeInstanceOf(WechatpayUnavailable);
  });

  it('turns a 4xx refusal into WechatpayRefusal with its code and message', async () => {
    fake.failNext({ status: 403, code: 'TRADE_ERROR', message: '交易错误' });
    const error = await client.createNativeOrder(order()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WechatpayRefusal);
    expect(error).toMatchObject({
      code: 'TRADE_ERROR',
      status: 403,
      message: 'TRADE_ERROR: 交易错误',
    });
  });

  it('turns an unreachable server into WechatpayUnavailable', async () => {
    const gone = wechatpayClient({ ...fake.config, baseUrl: 'http://127.0.0.1:1' });
    await expect(gone.queryOrder('AT_ANY_NUMBER')).rejects.toBeInstanceOf(WechatpayUnavailable);
  });

  it('refuses settings that could only fail at a payment', () => {
    expect(() => wechatpayClient({ ...fake.config, apiV3Key: 'short' })).toThrow(/32 bytes/);
  });
});
