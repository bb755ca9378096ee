import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { pemCertificates } from './modules/payment/alipay/alipay-cert-sn';
import { alipayTestCertificates } from './test/fakes/alipay/fake-alipay-certs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-payment-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function pair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

function file(name: string, text: string): string {
  const at = path.join(dir, name);
  writeFileSync(at, text);
  return at;
}

const merchant = pair();
const platform = pair();
const app = pair();
const alipayKey = pair();
const apiV3Key = randomBytes(16).toString('hex');
/** Certificate mode's files, which take a moment to make. */
const made = await alipayTestCertificates();

const wechatEnv = {
  WECHATPAY_MCHID: '1900000109',
  WECHATPAY_APPID: 'wxd678efh567hg6787',
  WECHATPAY_PRIVATE_KEY_FILE: file('apiclient_key.pem', merchant.privateKey),
  WECHATPAY_CERT_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  WECHATPAY_API_V3_KEY: apiV3Key,
  WECHATPAY_PUBLIC_KEY_FILE: file('pub_key.pem', platform.publicKey),
  WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114232134912410000000000000',
};
const alipayEnv = {
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY_FILE: file('app_private_key.pem', app.privateKey),
  ALIPAY_PUBLIC_KEY_FILE: file('alipay_public_key.pem', alipayKey.publicKey),
};
const live = {
  PAYMENT_GATEWAYS: 'wechat,alipay',
  PUBLIC_URL: 'https://shop.example.com/',
  ...wechatEnv,
  ...alipayEnv,
};
const production = {
  NODE_ENV: 'production',
  SMS_DRIVER: 'http',
  SMS_HTTP_URL: 'https://sms.example.com/send',
  METRICS_TOKEN: 'a-production-metrics-token',
};

describe('the payment gateways a shop offers', () => {
  it('are listed in the order the pay page shows them, each with its keys read at start', () => {
    const { payment } = loadConfig(live);
    expect(payment.gateways).toEqual(['wechat', 'alipay']);
    expect(payment.publicUrl).toBe('https://shop.example.com');
    expect(payment.wechat).toMatchObject({
      mchid: '1900000109',
      apiV3Key,
      privateKey: merchant.privateKey,
      platform: { publicKey: platform.publicKey },
    });
    expect(payment.alipay).toMatchObject({ appId: '2021000000000001' });
    expect(loadConfig({ ...live, PAYMENT_GATEWAYS: 'alipay, wechat' }).payment.gateways).toEqual([
      'alipay',
      'wechat',
    ]);
    // A production shop with both, its addresses on https.
    expect(loadConfig({ ...production, ...live }).payment.gateways).toEqual(['wechat', 'alipay']);
  });

  it("keeps a gateway's keys when the shop stops offering it: its payments can still be refunded", () => {
    const { payment } = loadConfig({ ...live, PAYMENT_GATEWAYS: 'alipay' });
    expect(payment.gateways).toEqual(['alipay']);
    expect(payment.wechat?.mchid).toBe('1900000109');
  });

  it('refuses an unknown or repeated name, naming the variable', () => {
    expect(() => loadConfig({ ...live, PAYMENT_GATEWAYS: 'wechat,paypal' })).toThrow(
      /PAYMENT_GATEWAYS: "paypal" is not one of sandbox, wechat, alipay/,
    );
    expect(() => loadConfig({ ...live, PAYMENT_GATEWAYS: 'wechat,wechat' })).toThrow(
      /PAYMENT_GATEWAYS: wechat is listed twice/,
    );
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrow(/PAYMENT_GATEWAY: "paypal"/);
  });

  it('never puts the sandbox beside a live gateway in production', () => {
    const mixed = { ...production, ...live, PAYMENT_GATEWAYS: 'wechat,sandbox' };
    expect(() => loadConfig(mixed)).toThrow(/PAYMENT_GATEWAYS: the sandbox takes no money/);
    // Outside production a developer may try both.
    expect(loadConfig({ ...live, PAYMENT_GATEWAYS: 'sandbox,wechat' }).payment.gateways).toEqual([
      'sandbox',
      'wechat',
    ]);
  });

  it.each([
    ['WECHATPAY_MCHID', { WECHATPAY_MCHID: '' }, /WECHATPAY_APPID|WECHATPAY_MCHID/],
    ['WECHATPAY_APPID', { WECHATPAY_APPID: undefined }, /WECHATPAY_APPID: required for wechat/],
    ['WECHATPAY_CERT_SERIAL', { WECHATPAY_CERT_SERIAL: ' ' }, /WECHATPAY_CERT_SERIAL: required/],
    [
      'an API v3 key of the wrong length',
      { WECHATPAY_API_V3_KEY: 'thirty-one-characters-long-key!' },
      /WECHATPAY_API_V3_KEY: must be the 32 characters/,
    ],
    [
      'a missing private key file',
      { WECHATPAY_PRIVATE_KEY_FILE: path.join(dir, 'absent.pem') },
      /WECHATPAY_PRIVATE_KEY_FILE: cannot read .*absent\.pem \(ENOENT\)/,
    ],
    [
      'a private key that does not parse',
      { WECHATPAY_PRIVATE_KEY_FILE: file('broken.pem', '-----BEGIN PRIVATE KEY-----\nabc\n') },
      /WECHATPAY_PRIVATE_KEY_FILE: .*broken\.pem is not a PEM private key/,
    ],
    [
      'a public key file holding a certificate request',
      { WECHATPAY_PUBLIC_KEY_FILE: file('not-a-key.pem', 'hello') },
      /WECHATPAY_PUBLIC_KEY_FILE: .*not-a-key\.pem is not a PEM public key/,
    ],
    [
      'a WeChat Pay public key without its id',
      { WECHATPAY_PUBLIC_KEY_ID: ' ' },
      /WECHATPAY_PUBLIC_KEY_ID: required with WECHATPAY_PUBLIC_KEY_FILE \(WeChat Pay public key mode\)/,
    ],
    [
      'a WeChat Pay public key id without its key',
      { WECHATPAY_PUBLIC_KEY_FILE: undefined },
      /WECHATPAY_PUBLIC_KEY_FILE: required with WECHATPAY_PUBLIC_KEY_ID .*platform-certificate mode/,
    ],
    [
      'an Alipay public key that is a private one',
      { ALIPAY_PUBLIC_KEY_FILE: file('swapped.txt', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC') },
      /ALIPAY_PUBLIC_KEY_FILE: .*swapped\.txt is not a PEM public key/,
    ],
    ['ALIPAY_APP_ID', { ALIPAY_APP_ID: '' }, /ALIPAY_APP_ID: required for alipay/],
    [
      'no public address for the notifications',
      { PUBLIC_URL: undefined },
      /PUBLIC_URL: required with a live gateway/,
    ],
  ])('stops the start on %s, naming the variable', (_what, change, message) => {
    expect(() => loadConfig({ ...live, ...change })).toThrow(message);
  });

  describe('WeChat Pay in platform-certificate mode (neither public key variable set)', () => {
    const {
      WECHATPAY_PUBLIC_KEY_FILE: _file,
      WECHATPAY_PUBLIC_KEY_ID: _id,
      ...certificates
    } = live;

    it('starts without WeChat Pay, whose certificates are fetched once the shop runs', () => {
      const { payment } = loadConfig(certificates);
      expect(payment.wechat).toMatchObject({
        mchid: '1900000109',
        apiV3Key,
        privateKey: merchant.privateKey,
        platform: { certificates: true },
      });
      expect(payment.wechat?.platform).not.toHaveProperty('publicKey');
      // Blank is unset, as the other variables read.
      const blank = {
        ...certificates,
        WECHATPAY_PUBLIC_KEY_FILE: '',
        WECHATPAY_PUBLIC_KEY_ID: ' ',
      };
      expect(loadConfig(blank).payment.wechat?.platform).toEqual({ certificates: true });
    });

    it.each([
      [
        'an API v3 key of the wrong length, which could not decrypt the certificates',
        { WECHATPAY_API_V3_KEY: `${apiV3Key}!` },
        /WECHATPAY_API_V3_KEY: must be the 32 characters/,
      ],
      [
        'an unreadable private key file, which signs the certificate download',
        { WECHATPAY_PRIVATE_KEY_FILE: dir },
        /WECHATPAY_PRIVATE_KEY_FILE: cannot read .* \(EISDIR\)/,
      ],
      [
        'a private key that does not parse',
        { WECHATPAY_PRIVATE_KEY_FILE: file('half.pem', merchant.privateKey.slice(0, 200)) },
        /WECHATPAY_PRIVATE_KEY_FILE: .*half\.pem is not a PEM private key/,
      ],
      ['WECHATPAY_CERT_SERIAL', { WECHATPAY_CERT_SERIAL: '' }, /WECHATPAY_CERT_SERIAL: required/],
    ])('still stops the start on %s', (_what, change, message) => {
      expect(() => loadConfig({ ...certificates, ...change })).toThrow(message);
    });
  });

  describe('Alipay in certificate mode (its three certificate files set)', () => {
    const { ALIPAY_PUBLIC_KEY_FILE: _key, ...withoutKey } = live;
    const certificates = {
      ...withoutKey,
      ALIPAY_PRIVATE_KEY_FILE: file('cert_app_private_key.pem', made.app.privateKey),
      ALIPAY_APP_CERT_FILE: file('appCertPublicKey.crt', made.certificates.appCert),
      ALIPAY_PUBLIC_CERT_FILE: file(
        'alipayCertPublicKey_RSA2.crt',
        made.certificates.alipayPublicCert,
      ),
      ALIPAY_ROOT_CERT_FILE: file('alipayRootCert.crt', made.certificates.alipayRootCert),
    };

    it('reads the three certificates at start, and no Alipay public key', () => {
      const { payment } = loadConfig(certificates);
      expect(payment.alipay).toEqual({
        appId: '2021000000000001',
        privateKey: made.app.privateKey,
        certificates: made.certificates,
        gateway: undefined,
      });
      // Unset or blank certificate variables leave the shop in public-key mode.
      const blank = { ...live, ALIPAY_APP_CERT_FILE: '', ALIPAY_ROOT_CERT_FILE: ' ' };
      expect(loadConfig(blank).payment.alipay).toMatchObject({
        alipayPublicKey: alipayKey.publicKey,
      });
      expect(loadConfig(blank).payment.alipay).not.toHaveProperty('certificates');
    });

    /** A certificate whose body stops halfway, its PEM frame intact. */
    const cutShort = (pem: string) =>
      `${pem.slice(0, pem.length >> 1)}\n-----END CERTIFICATE-----\n`;
    const [firstRoot = '', secondRoot = ''] = pemCertificates(made.certificates.alipayRootCert);
    it.each([
      [
        'a certificate set without its root file',
        { ALIPAY_ROOT_CERT_FILE: undefined },
        /ALIPAY_ROOT_CERT_FILE: required with ALIPAY_APP_CERT_FILE, ALIPAY_PUBLIC_CERT_FILE \(Alipay certificate mode\)/,
      ],
      [
        'an app certificate alone',
        { ALIPAY_PUBLIC_CERT_FILE: ' ', ALIPAY_ROOT_CERT_FILE: undefined },
        /ALIPAY_PUBLIC_CERT_FILE: required with ALIPAY_APP_CERT_FILE \(Alipay certificate mode\); leave all three unset/,
      ],
      [
        'an Alipay public key beside the certificates',
        { ALIPAY_PUBLIC_KEY_FILE: live.ALIPAY_PUBLIC_KEY_FILE },
        /ALIPAY_PUBLIC_KEY_FILE: must be unset in certificate mode/,
      ],
      [
        'an unreadable certificate file',
        { ALIPAY_PUBLIC_CERT_FILE: path.join(dir, 'absent.crt') },
        /ALIPAY_PUBLIC_CERT_FILE: cannot read .*absent\.crt \(ENOENT\)/,
      ],
      [
        'a public key where the certificate goes',
        { ALIPAY_PUBLIC_CERT_FILE: file('alipay_public_key.crt', alipayKey.publicKey) },
        /ALIPAY_PUBLIC_CERT_FILE: .*alipay_public_key\.crt is not a PEM X\.509 certificate file/,
      ],
      [
        'a root file whose second certificate is cut short',
        {
          ALIPAY_ROOT_CERT_FILE: file('cut.crt', `${firstRoot}\n${cutShort(secondRoot)}`),
        },
        /ALIPAY_ROOT_CERT_FILE: .*cut\.crt is not a PEM X\.509 certificate file/,
      ],
      [
        'an app certificate of another key than the private key',
        { ALIPAY_PRIVATE_KEY_FILE: file('other_app_private_key.pem', app.privateKey) },
        /ALIPAY_APP_CERT_FILE: is not the certificate of the key in ALIPAY_PRIVATE_KEY_FILE/,
      ],
    ])('stops the start on %s, naming the variable', (_what, change, message) => {
      expect(() => loadConfig({ ...certificates, ...change })).toThrow(message);
    });

    it('never puts a certificate in the error it stops with', () => {
      const broken = cutShort(made.certificates.appCert);
      let message = '';
      try {
        loadConfig({ ...certificates, ALIPAY_APP_CERT_FILE: file('broken.crt', broken) });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/ALIPAY_APP_CERT_FILE: .*broken\.crt is not a PEM X\.509/);
      expect(message).not.toContain('CERTIFICATE');
    });
  });

  it('takes only https base-address overrides in production', () => {
    const local = {
      ...live,
      WECHATPAY_API_BASE: 'http://127.0.0.1:9000',
      ALIPAY_GATEWAY: 'http://127.0.0.1:9001/gateway.do',
    };
    expect(loadConfig(local).payment.wechat?.baseUrl).toBe('http://127.0.0.1:9000');
    expect(() => loadConfig({ ...production, ...local })).toThrow(
      /WECHATPAY_API_BASE: must be https: in production/,
    );
    expect(() =>
      loadConfig({ ...production, ...live, ALIPAY_GATEWAY: 'http://127.0.0.1:9001/gateway.do' }),
    ).toThrow(/ALIPAY_GATEWAY: must be https: in production/);
    expect(() =>
      loadConfig({ ...production, ...live, PUBLIC_URL: 'http://shop.example.com' }),
    ).toThrow(/PUBLIC_URL: must be https: in production/);
    expect(() => loadConfig({ ...live, WECHATPAY_API_BASE: 'not an address' })).toThrow(
      /WECHATPAY_API_BASE: must be an address/,
    );
  });

  it('never puts a key or secret in the error it stops with', () => {
    let message = '';
    try {
      loadConfig({ ...live, WECHATPAY_API_V3_KEY: `${apiV3Key}x` });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/WECHATPAY_API_V3_KEY/);
    expect(message).not.toContain(apiV3Key);
  });
});
