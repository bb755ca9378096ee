import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  signedNotification,
  startFakeWechatpay,
  wechatpayTestKeys,
  type FakeWechatpay,
  type SignedMessage,
  type WechatpayTestKeys,
} from '../../../test/fakes/wechatpay/fake-wechatpay';
import { notificationVerifier } from './notification';
import {
  CERTIFICATES_PATH,
  CERTIFICATES_REFRESH_MS,
  CERTIFICATES_RETRY_MS,
} from './platform-certificates';
import { wechatpayClient, type WechatpayConfig } from './wechatpay-client';
import { WechatpayUnavailable, WechatpayUnverified } from './wechatpay-errors';

let keys: WechatpayTestKeys;
let fake: FakeWechatpay;
let sequence = 0;
/** The clock that schedules certificate fetches; signatures keep real time. */
let time = Date.now();
const clock = () => time;

beforeAll(async () => {
  keys = await wechatpayTestKeys({ mode: 'certificates' });
  fake = await startFakeWechatpay(keys);
});
afterAll(() => fake.close());

/** A merchant in certificate mode, with its own certificate list, and its notification check. */
function merchant(config: WechatpayConfig = fake.config) {
  const client = wechatpayClient(config, { now: clock });
  const verifier = notificationVerifier(config, client.platformKeys);
  const verify = (message: SignedMessage) =>
    verifier(
      Object.fromEntries(Object.entries(message.headers).map(([k, v]) => [k.toLowerCase(), v])),
      message.body,
      Date.now(),
    );
  return { client, verify };
}

function order() {
  return {
    outTradeNo: `AT2026C${String(++sequence).padStart(8, '0')}`,
    description: 'Atelier',
    amount: 800,
    expiresAt: Date.now() + 30 * 60_000,
    notifyUrl: 'https://shop.example.com/api/payment/wechat/notify',
  };
}

const certificateFetches = () =>
  fake.received.filter((request) => request.url === CERTIFICATES_PATH).length;

describe('platform-certificate mode', () => {
  it('fetches the certificates at first use, the list verified by the certificate it carries', async () => {
    const before = fake.received.length;
    const { client } = merchant();
    expect(fake.received.length).toBe(before);

    const placed = order();
    expect((await client.createNativeOrder(placed)).codeUrl).toMatch(/^weixin:\/\//);
    expect(await client.queryOrder(placed.outTradeNo)).toMatchObject({ status: 'pending' });
    expect(
      fake.received.slice(before).map(({ method, url, signed }) => [method, url, signed]),
    ).toEqual([
      ['GET', CERTIFICATES_PATH, true],
      ['POST', '/v3/pay/transactions/native', true],
      ['GET', `/v3/pay/transactions/out-trade-no/${placed.outTradeNo}?mchid=1900000109`, true],
    ]);
  });

  it('verifies notifications signed under a listed certificate, fetching the list for the first', async () => {
    const { client, verify } = merchant();
    const { client: payer } = merchant();
    const placed = order();
    await payer.createNativeOrder(placed);
    const fetches = certificateFetches();

    expect(await verify(fake.pay(placed.outTradeNo))).toMatchObject({
      ok: true,
      notification: { kind: 'transaction', transaction: { outTradeNo: placed.outTradeNo } },
    });
    expect(certificateFetches()).toBe(fetches + 1);
    // Answers and later notifications use the certificates now held.
    await client.refund({
      outTradeNo: placed.outTradeNo,
      outRefundNo: `R${placed.outTradeNo}`,
      amount: 800,
      total: 800,
    });
    expect(await verify(fake.settleRefund(`R${placed.outTradeNo}`))).toMatchObject({ ok: true });
    expect(certificateFetches()).toBe(fetches + 1);
  });

  it('refuses a serial it is not served, asking WeChat Pay about it at most once a minute', async () => {
    const { client, verify } = merchant();
    const placed = order();
    await client.createNativeOrder(placed);
    const stranger = await wechatpayTestKeys({ mode: 'certificates' });
    const forged = signedNotification(
      { ...fake.keys, platformSerial: stranger.platformSerial },
      { eventType: 'TRANSACTION.SUCCESS', originalType: 'transaction', resource: {} },
      Date.now(),
    );
    const fetches = certificateFetches();

    // Within the minute of the first fetch: refused without asking.
    expect(await verify(forged)).toEqual({ ok: false, reason: 'signature' });
    expect(certificateFetches()).toBe(fetches);

    time += CERTIFICATES_RETRY_MS;
    expect(await verify(forged)).toEqual({ ok: false, reason: 'signature' });
    expect(certificateFetches()).toBe(fetches + 1);
    for (let i = 0; i < 5; i++) {
      expect(await verify(forged)).toEqual({ ok: false, reason: 'signature' });
    }
    expect(certificateFetches()).toBe(fetches + 1);

    time += CERTIFICATES_RETRY_MS;
    expect(await verify(forged)).toEqual({ ok: false, reason: 'signature' });
    expect(certificateFetches()).toBe(fetches + 2);
  });

  it('picks up a rotated certificate, for notifications and answers alike', async () => {
    const { client, verify } = merchant();
    const first = order();
    await client.createNativeOrder(first);
    const { platformSerial: before } = fake.keys;

    const rotated = await fake.rotateCertificate();
    expect(rotated.platformSerial).not.toBe(before);
    time += CERTIFICATES_RETRY_MS;
    const message = fake.pay(first.outTradeNo);
    expect(message.headers['Wechatpay-Serial']).toBe(rotated.platformSerial);
    expect(await verify(message)).toMatchObject({ ok: true });
    expect(await client.queryOrder(first.outTradeNo)).toMatchObject({ status: 'paid' });

    // An answer under a serial not yet held: the list is fetched again, and the call made again.
    const next = await fake.rotateCertificate();
    time += CERTIFICATES_RETRY_MS;
    const fetches = certificateFetches();
    const second = order();
    await client.createNativeOrder(second);
    expect(certificateFetches()).toBe(fetches + 1);
    expect(fake.received.at(-1)?.url).toBe('/v3/pay/transactions/native');
    expect(await verify(fake.pay(second.outTradeNo))).toMatchObject({ ok: true });
    expect(fake.keys.platformSerial).toBe(next.platformSerial);
  });

  it('refreshes the list in the background every 12 hours', async () => {
    const { client } = merchant();
    await client.createNativeOrder(order());
    const fetches = certificateFetches();
    await client.createNativeOrder(order());
    expect(certificateFetches()).toBe(fetches);

    time += CERTIFICATES_REFRESH_MS;
    await client.createNativeOrder(order());
    await vi.waitFor(() => expect(certificateFetches()).toBe(fetches + 1));
    await client.createNativeOrder(order());
    expect(certificateFetches()).toBe(fetches + 1);
  });

  it('starts though WeChat Pay cannot be reached, and fetches at a later use', async () => {
    const { client, verify } = merchant({ ...fake.config, timeoutMs: 300 });
    fake.failNext({ status: 500, code: 'SYSTEM_ERROR' });
    const placed = order();
    const error = await client.createNativeOrder(placed).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WechatpayUnavailable);
    expect(fake.orders.has(placed.outTradeNo)).toBe(false);

    await client.createNativeOrder(placed);
    expect(await verify(fake.pay(placed.outTradeNo))).toMatchObject({ ok: true });

    const unreachable = merchant({ ...fake.config, baseUrl: 'http://127.0.0.1:1' });
    await expect(unreachable.client.queryOrder('AT_ANY_NUMBER')).rejects.toBeInstanceOf(
      WechatpayUnavailable,
    );
    const other = order();
    await client.createNativeOrder(other);
    expect(await unreachable.verify(fake.pay(other.outTradeNo))).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses a list whose certificates do not decrypt with our API v3 key', async () => {
    const { client, verify } = merchant({ ...fake.config, apiV3Key: 'A'.repeat(32) });
    const placed = order();
    const error = await client.createNativeOrder(placed).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WechatpayUnverified);
    expect(error).toMatchObject({ code: 'CERTIFICATE_DECRYPTION' });
    expect(fake.received.at(-1)?.url).toBe(CERTIFICATES_PATH);
    expect(fake.orders.has(placed.outTradeNo)).toBe(false);

    const { client: genuine } = merchant();
    await genuine.createNativeOrder(placed);
    time += CERTIFICATES_RETRY_MS;
    expect(await verify(fake.pay(placed.outTradeNo))).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a list not signed by a certificate it holds or lists', async () => {
    const impostor = await wechatpayTestKeys({ mode: 'certificates' });
    // Lists the genuine certificate, but signs with a key of its own.
    const forger = await startFakeWechatpay({
      ...keys,
      platformPrivateKey: impostor.platformPrivateKey,
    });
    try {
      const { client } = merchant(forger.config);
      await expect(client.queryOrder('AT_ANY_NUMBER')).rejects.toMatchObject({
        name: 'WechatpayUnverified',
        code: 'EV3_RES_HEADER_SIGNATURE_DIGEST',
      });
      expect(forger.received.map((request) => request.url)).toEqual([CERTIFICATES_PATH]);
    } finally {
      await forger.close();
    }
  });

  it('keeps public-key mode apart: the fake lists no certificates there', async () => {
    const publicKeys = wechatpayTestKeys();
    const plain = await startFakeWechatpay(publicKeys);
    try {
      await expect(plain.rotateCertificate()).rejects.toThrow(/public-key mode/);
      const { client } = merchant(plain.config);
      await client.createNativeOrder(order());
      expect(plain.received.map((request) => request.url)).toEqual(['/v3/pay/transactions/native']);
    } finally {
      await plain.close();
    }
  });
});
