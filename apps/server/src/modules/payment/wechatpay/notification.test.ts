import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  platformHeaders,
  signedNotification,
  startFakeWechatpay,
  wechatpayTestKeys,
  type FakeWechatpay,
  type SignedMessage,
} from '../../../test/fakes/wechatpay/fake-wechatpay';
import {
  notificationAnswer,
  notificationVerifier,
  type NotificationVerdict,
  type NotificationVerifier,
} from './notification';
import { wechatpayClient } from './wechatpay-client';

const keys = wechatpayTestKeys();
const now = Date.parse('2026-03-01T04:00:00Z');

let fake: FakeWechatpay;
let client: ReturnType<typeof wechatpayClient>;
let verify: NotificationVerifier;
let sequence = 0;

beforeAll(async () => {
  fake = await startFakeWechatpay(keys);
  client = wechatpayClient(fake.config);
  verify = notificationVerifier(keys.config, client.platformKeys);
});
afterAll(() => fake.close());

/** A real payment through the fake, and the notification it sends for it. */
async function paid(amount = 12_800, at = now) {
  const outTradeNo = `AT2026N${String(++sequence).padStart(8, '0')}`;
  await client.createNativeOrder({
    outTradeNo,
    description: 'Atelier',
    amount,
    expiresAt: at + 30 * 60_000,
    notifyUrl: 'https://shop.example.com/notify',
  });
  return { outTradeNo, message: fake.pay(outTradeNo, at) };
}

function check(message: SignedMessage, at = now): Promise<NotificationVerdict> {
  // Node lowercases header names on the way in.
  const headers = Object.fromEntries(
    Object.entries(message.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return verify(headers, message.body, at);
}

describe('notificationVerifier', () => {
  it('verifies and decrypts a genuine payment notification', async () => {
    const { outTradeNo, message } = await paid(12_800);
    const verdict = await check(message);
    expect(verdict).toMatchObject({
      ok: true,
      notification: {
        kind: 'transaction',
        eventType: 'TRANSACTION.SUCCESS',
        transaction: {
          outTradeNo,
          tradeState: 'SUCCESS',
          status: 'paid',
          amount: 12_800,
          paidAt: now,
        },
      },
    });
    if (verdict.ok && verdict.notification.kind === 'transaction') {
      expect(verdict.notification.transaction.transactionId).toMatch(/^42/);
    }
  });

  it('verifies the same notification given as raw bytes', async () => {
    const { message } = await paid();
    const headers = Object.fromEntries(
      Object.entries(message.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect((await verify(headers, Buffer.from(message.body), now)).ok).toBe(true);
  });

  it('verifies and decrypts a refund notification', async () => {
    const { outTradeNo } = await paid(500);
    await client.refund({ outTradeNo, outRefundNo: `R${outTradeNo}`, amount: 200, total: 500 });
    expect(await check(fake.settleRefund(`R${outTradeNo}`, now))).toMatchObject({
      ok: true,
      notification: {
        kind: 'refund',
        eventType: 'REFUND.SUCCESS',
        refund: {
          outTradeNo,
          outRefundNo: `R${outTradeNo}`,
          status: 'SUCCESS',
          amount: 200,
          total: 500,
        },
      },
    });
  });

  it('refuses a tampered body as signature', async () => {
    const { message } = await paid(12_800);
    const body = message.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ');
    expect(await check({ ...message, body })).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a signature made with another key as signature', async () => {
    const { message } = await paid();
    const forger = { ...keys, platformPrivateKey: wechatpayTestKeys().platformPrivateKey };
    const forged = { ...message, headers: platformHeaders(forger, message.body, now) };
    expect(await check(forged)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a signature that is not base64 of a signature, or is missing', async () => {
    const { message } = await paid();
    expect(
      await check({
        ...message,
        headers: { ...message.headers, 'Wechatpay-Signature': 'WECHATPAY/SIGNTEST/abc' },
      }),
    ).toEqual({ ok: false, reason: 'signature' });
    const { 'Wechatpay-Signature': _dropped, ...unsigned } = message.headers;
    expect(await check({ ...message, headers: unsigned })).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses a notification naming another platform key (Wechatpay-Serial) as signature', async () => {
    const { message } = await paid();
    const headers = { ...message.headers, 'Wechatpay-Serial': 'PUB_KEY_ID_SOMEONE_ELSE' };
    expect(await check({ ...message, headers })).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a timestamp more than 5 minutes from now as stale', async () => {
    const { message } = await paid();
    expect((await check(message, now + 5 * 60_000)).ok).toBe(true);
    expect(await check(message, now + 5 * 60_000 + 1_000)).toEqual({ ok: false, reason: 'stale' });
    expect(await check(message, now - 5 * 60_000 - 1_000)).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses malformed JSON, even well signed, as malformed', async () => {
    const body = '{"id":"EV-1","resource":';
    expect(await check({ headers: platformHeaders(keys, body, now), body })).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses an oversized body before checking anything else', async () => {
    const body = JSON.stringify({ padding: 'x'.repeat(20_000) });
    expect(await check({ headers: platformHeaders(keys, body, now), body })).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses bytes that are not UTF-8 as malformed', async () => {
    const headers = Object.fromEntries(
      Object.entries(platformHeaders(keys, '', now)).map(([k, v]) => [k.toLowerCase(), v]),
    );
    expect(await verify(headers, new Uint8Array([0x7b, 0xff, 0x7d]), now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses a resource it cannot decrypt with its API v3 key as signature', async () => {
    const { message } = await paid();
    const otherKey = notificationVerifier(
      { ...keys.config, apiV3Key: 'A'.repeat(32) },
      client.platformKeys,
    );
    const headers = Object.fromEntries(
      Object.entries(message.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(await otherKey(headers, message.body, now)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a decrypted transaction of another merchant as malformed', async () => {
    const message = signedNotification(
      keys,
      {
        eventType: 'TRANSACTION.SUCCESS',
        originalType: 'transaction',
        resource: {
          mchid: '1230000109',
          out_trade_no: 'AT_OTHER_SHOP',
          transaction_id: '4200000000000000000000000001',
          trade_state: 'SUCCESS',
          success_time: '2026-03-01T12:00:00+08:00',
          amount: { total: 1, currency: 'CNY' },
        },
      },
      now,
    );
    expect(await check(message)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('notificationAnswer', () => {
  it('answers 204 with no body to a handled notification', async () => {
    const { message } = await paid();
    expect(notificationAnswer(await check(message))).toEqual({ status: 204, body: '' });
  });

  it('answers a refusal with {"code":"FAIL"} and a 4xx, or the status it is given', () => {
    expect(notificationAnswer({ ok: false, reason: 'signature' })).toEqual({
      status: 401,
      body: '{"code":"FAIL","message":"Invalid signature"}',
    });
    expect(notificationAnswer({ ok: false, reason: 'stale' }).status).toBe(400);
    expect(notificationAnswer({ ok: false, status: 500, message: 'Try again' })).toEqual({
      status: 500,
      body: '{"code":"FAIL","message":"Try again"}',
    });
  });
});

describe('the fake delivers notifications', () => {
  it('POSTs a notification to notify_url that verifies at the receiving end', async () => {
    const verdicts: NotificationVerdict[] = [];
    const shop = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        void verify(request.headers, Buffer.concat(chunks), Date.now()).then((verdict) => {
          verdicts.push(verdict);
          const answer = notificationAnswer(verdict);
          response.writeHead(answer.status).end(answer.body);
        });
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    const notifyUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/notify`;
    try {
      const outTradeNo = `AT2026N${String(++sequence).padStart(8, '0')}`;
      await client.createNativeOrder({
        outTradeNo,
        description: 'Atelier',
        amount: 100,
        expiresAt: Date.now() + 60_000,
        notifyUrl,
      });
      expect(await fake.payAndNotify(outTradeNo)).toEqual({ status: 204, body: '' });
      expect(verdicts).toMatchObject([{ ok: true, notification: { transaction: { outTradeNo } } }]);
    } finally {
      shop.closeAllConnections();
      await new Promise<void>((resolve) => shop.close(() => resolve()));
    }
  });
});
