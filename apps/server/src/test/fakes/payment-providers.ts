import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rsaKeyPair, startFakeAlipay } from './alipay/fake-alipay';
import { startFakeWechatpay, wechatpayTestKeys } from './wechatpay/fake-wechatpay';

export const TEST_ALIPAY_APP_ID = '2021000000000001';

/**
 * Fakes of WeChat Pay and Alipay on free ports with keys made fresh for the run, and the
 * shop's environment pointing at them (key files written to a directory of their own): what a
 * test or a journey starts to run a shop offering both. `now` is the providers' clock for what
 * they book (bills, notifications, Alipay's timestamps).
 */
export async function startTestProviders(options: { now?: () => number } = {}) {
  const wechatKeys = wechatpayTestKeys();
  const appKeys = rsaKeyPair();
  const alipayKeys = rsaKeyPair();
  const wechat = await startFakeWechatpay(wechatKeys, { now: options.now });
  const alipay = await startFakeAlipay({
    appId: TEST_ALIPAY_APP_ID,
    appPublicKey: appKeys.publicKey,
    alipayPrivateKey: alipayKeys.privateKey,
    ...(options.now ? { now: options.now } : {}),
  });
  const keyDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-payment-keys-'));
  const keyFile = (name: string, text: string) => {
    const file = path.join(keyDir, name);
    writeFileSync(file, text, { mode: 0o600 });
    return file;
  };
  const { config } = wechatKeys;
  const env = {
    WECHATPAY_MCHID: config.mchid,
    WECHATPAY_APPID: config.appid,
    WECHATPAY_PRIVATE_KEY_FILE: keyFile('wechat-merchant.pem', config.privateKey),
    WECHATPAY_CERT_SERIAL: config.certSerial,
    WECHATPAY_API_V3_KEY: config.apiV3Key,
    WECHATPAY_PUBLIC_KEY_FILE: keyFile('wechat-platform.pem', config.platform.publicKey),
    WECHATPAY_PUBLIC_KEY_ID: config.platform.publicKeyId,
    WECHATPAY_API_BASE: wechat.url,
    ALIPAY_APP_ID: TEST_ALIPAY_APP_ID,
    ALIPAY_PRIVATE_KEY_FILE: keyFile('alipay-app.pem', appKeys.privateKey),
    ALIPAY_PUBLIC_KEY_FILE: keyFile('alipay-public.pem', alipayKeys.publicKey),
    ALIPAY_GATEWAY: alipay.gateway,
  };
  return {
    wechat,
    alipay,
    wechatKeys,
    alipayKeys,
    env,
    async close() {
      await Promise.all([wechat.close(), alipay.close()]);
      rmSync(keyDir, { recursive: true, force: true });
    },
  };
}
export type TestProviders = Awaited<ReturnType<typeof startTestProviders>>;
