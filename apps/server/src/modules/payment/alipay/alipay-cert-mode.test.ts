import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../lib/clock';
import { GatewayUnavailable } from '../payment-gateway';
import { certSn, rootCertSn } from './alipay-cert-sn';
import { alipayClient, type AlipayConfig } from './alipay-client';
import { AlipayAnswerError, AlipayRefusedError } from './alipay-errors';
import { alipayGateway } from './alipay-gateway';
import {
  rsaKeyPair,
  signedNotification,
  startFakeAlipay,
  type FakeAlipay,
} from '../../../test/fakes/alipay/fake-alipay';
import {
  alipayTestCertificates,
  issueCertificate,
  type AlipayTestCertificates,
} from '../../../test/fakes/alipay/fake-alipay-certs';

const APP_ID = '2021000000000001';
const clock = testClock(Date.parse('2025-03-01T02:00:00Z'));
const DEADLINE = clock.now() + 15 * 60_000;

let made: AlipayTestCertificates;
let fake: FakeAlipay;
let config: AlipayConfig;

beforeAll(async () => {
  made = await alipayTestCertificates();
  fake = await startFakeAlipay({
    appId: APP_ID,
    certificates: made.certificates,
    alipayPrivateKey: made.alipay.privateKey,
    now: clock.now,
  });
  config = {
    appId: APP_ID,
    privateKey: made.app.privateKey,
    certificates: made.certificates,
    gateway: fake.gateway,
    notifyUrl: 'https://shop.example/api/payment/alipay/notify',
    clock,
  };
});

afterAll(async () => {
  await fake.close();
});

const client = (changes: Partial<AlipayConfig> = {}) => alipayClient({ ...config, ...changes });
let orderCount = 0;
const order = () => {
  orderCount += 1;
  const outTradeNo = `C20250301${String(orderCount).padStart(5, '0')}`;
  return {
    outTradeNo,
    subject: `Atelier 订单 ${outTradeNo}`,
    amountFen: 12800,
    expiresAt: DEADLINE,
  };
};
const last = () => fake.received.at(-1);

describe('Alipay in certificate mode against the fake gateway', () => {
  it('names the app and root certificates by their SNs, and trusts answers signed under Alipay’s', async () => {
    const api = client();
    const paying = order();
    const { qrCode } = await api.precreate(paying);
    expect(qrCode).toMatch(/^https:\/\/qr\.alipay\.com\//);
    expect(last()?.refused).toBeUndefined();
    // The SNs the SDK sent are those the fake works out by itself, the way Alipay documents.
    expect(last()?.params).toMatchObject({
      app_cert_sn: certSn(made.certificates.appCert),
      alipay_root_cert_sn: rootCertSn(made.certificates.alipayRootCert),
    });
    // The elliptic-curve root counts for no SN: two RSA roots, two SNs.
    expect(rootCertSn(made.certificates.alipayRootCert).split('_')).toHaveLength(2);

    expect(await api.query(paying.outTradeNo)).toMatchObject({
      status: 'pending',
      tradeStatus: 'WAIT_BUYER_PAY',
      amount: 12800,
    });
    fake.payWithoutNotice(paying.outTradeNo);
    expect((await api.query(paying.outTradeNo))?.status).toBe('paid');
  });

  it('signs a wap.pay address the gateway accepts', async () => {
    const url = client().wapPayUrl({
      ...order(),
      returnUrl: 'https://shop.example/paySuccess',
      quitUrl: 'https://shop.example/paySuccess',
    });
    expect((await fetch(url)).status).toBe(200);
    expect(last()).toMatchObject({
      method: 'alipay.trade.wap.pay',
      params: { app_cert_sn: certSn(made.certificates.appCert) },
    });
    expect(last()?.refused).toBeUndefined();

    // Every answer names the certificate whose key signed it, a refusal's too.
    const query = new URL(url);
    query.searchParams.set('method', 'alipay.trade.query');
    const answer = (await (await fetch(query, { method: 'POST' })).json()) as Record<
      string,
      unknown
    >;
    expect(answer).toMatchObject({
      alipay_trade_query_response: { sub_code: 'isv.invalid-signature' },
      alipay_cert_sn: certSn(made.certificates.alipayPublicCert),
    });
  });

  it('verifies a notification with the key of Alipay’s public certificate, and no other', async () => {
    const api = client();
    const paying = order();
    await api.precreate(paying);
    fake.payWithoutNotice(paying.outTradeNo);
    const verdict = api.verifyNotification(fake.notification(paying.outTradeNo), clock.now());
    expect(verdict).toMatchObject({
      ok: true,
      event: { outTradeNo: paying.outTradeNo, status: 'paid', totalAmountFen: 12800 },
    });

    const genuine = Object.fromEntries(new URLSearchParams(fake.notification(paying.outTradeNo)));
    const { sign: _, ...fields } = genuine;
    const forged = signedNotification(fields, rsaKeyPair().privateKey);
    expect(api.verifyNotification(forged, clock.now())).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('rejects an answer signed under another certificate than the one it was given', async () => {
    const other = rsaKeyPair();
    const otherCert = await issueCertificate('Alipay Other Certificate', other, made.root);
    const doubting = client({
      certificates: { ...made.certificates, alipayPublicCert: otherCert },
    });
    await expect(doubting.precreate(order())).rejects.toBeInstanceOf(AlipayAnswerError);
    expect(last()?.refused).toBeUndefined();
  });

  it('is refused, as a refusal the shop does not retry, when its app certificate is not the one Alipay holds', async () => {
    // The same key in a certificate issued again: another serial, so another SN.
    const renewed = await issueCertificate('Atelier Test App', made.app, made.root);
    const certificates = { ...made.certificates, appCert: renewed };
    const error: unknown = await client({ certificates })
      .precreate(order())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AlipayRefusedError);
    expect(error).toMatchObject({ code: '40002', subCode: 'isv.app-cert-not-exist' });
    expect(last()?.refused).toBe('isv.app-cert-not-exist');

    // Through the shop's gateway: Alipay answered, so it is no outage to wait out.
    const { gateway } = alipayGateway(
      {
        appId: APP_ID,
        privateKey: made.app.privateKey,
        certificates,
        gateway: fake.gateway,
      },
      'https://shop.example',
      clock,
    );
    const refusal: unknown = await gateway.querySession('C-ANY').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AlipayRefusedError);
    expect(refusal).not.toBeInstanceOf(GatewayUnavailable);
  });

  it('is refused when it names another root file', async () => {
    const [first] = made.certificates.alipayRootCert.split(/(?<=-----END CERTIFICATE-----)/);
    const certificates = { ...made.certificates, alipayRootCert: first ?? '' };
    const error: unknown = await client({ certificates })
      .query('C-ANY')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '40002', subCode: 'isv.invalid-alipay-root-cert-sn' });
  });

  it('sends no certificate SNs in public-key mode', async () => {
    const publicKeyMode = await startFakeAlipay({
      appId: APP_ID,
      appPublicKey: made.app.publicKey,
      alipayPrivateKey: made.alipay.privateKey,
      now: clock.now,
    });
    try {
      const api = client({
        certificates: undefined,
        alipayPublicKey: made.alipay.publicKey,
        gateway: publicKeyMode.gateway,
      });
      await api.precreate(order());
      expect(publicKeyMode.received.at(-1)?.params).not.toHaveProperty('app_cert_sn');
    } finally {
      await publicKeyMode.close();
    }
  });
});
