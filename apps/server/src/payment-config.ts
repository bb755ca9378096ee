import { CASH_GATEWAYS, type CashGateway } from '@atelier/contract';
import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { EnvValues } from './config';
import { pemCertificates } from './modules/payment/alipay/alipay-cert-sn';
import type { AlipayCertificates } from './modules/payment/alipay/alipay-client';
import type { WechatpayConfig } from './modules/payment/wechatpay/wechatpay-client';

/**
 * A WeChat Pay merchant (API v3), in public-key or platform-certificate mode: the keys are read
 * and parsed at start; the certificates are fetched from WeChat Pay once the shop runs.
 */
export type WechatpayMerchant = Omit<WechatpayConfig, 'baseUrl' | 'timeoutMs'> & {
  baseUrl: string | undefined;
};

/** An Alipay app, in public-key mode (Alipay's public key) or certificate mode (three certificates). */
export type AlipayMerchant = {
  appId: string;
  privateKey: string;
  gateway: string | undefined;
} & (
  | { alipayPublicKey: string; certificates?: undefined }
  | { certificates: AlipayCertificates; alipayPublicKey?: undefined }
);

export interface PaymentConfig {
  /** The cash gateways the shop offers, in the order the pay page shows them; never empty. */
  gateways: CashGateway[];
  /** Signs and checks the sandbox gateway's webhooks (HMAC-SHA256); shared by every instance. */
  sandboxSecret: string;
  /**
   * Where the sandbox gateway delivers its webhook. Absent: to this same server, through its own
   * webhook route, in process.
   */
  notifyUrl: string | undefined;
  /**
   * The shop's public address (https://shop.example.com): the live gateways send their
   * notifications to it and bring a phone's customer back to it. Required with a live gateway.
   */
  publicUrl: string | undefined;
  wechat: WechatpayMerchant | undefined;
  alipay: AlipayMerchant | undefined;
}

/** Development and tests only; production refuses to start without its own secret. */
const DEV_SANDBOX_SECRET = 'atelier-sandbox-development-secret-not-for-production';

/** A refusal naming the variable, as every configuration error reads. */
class ConfigRefusal extends Error {
  constructor(variable: string, why: string) {
    super(`Invalid configuration:\n  ${variable}: ${why}`);
  }
}

function required(env: EnvValues, name: keyof EnvValues, gateway: string): string {
  const value = env[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ConfigRefusal(
      name,
      `required for ${gateway} (listed in PAYMENT_GATEWAYS, or its keys set)`,
    );
  }
  return value.trim();
}

/** The named file's text and path; one that cannot be read stops the start. */
function readNamedFile(env: EnvValues, name: keyof EnvValues, gateway: string) {
  const file = required(env, name, gateway);
  try {
    return { file, text: readFileSync(file, 'utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new ConfigRefusal(name, `cannot read ${file} (${code})`);
  }
}

/** A key file's text, which must parse as the kind of key it is named for. */
function keyFile(
  env: EnvValues,
  name: keyof EnvValues,
  gateway: string,
  kind: 'private' | 'public',
) {
  const { file, text } = readNamedFile(env, name, gateway);
  try {
    if (kind === 'private') createPrivateKey(text);
    else createPublicKey(text);
  } catch {
    throw new ConfigRefusal(name, `${file} is not a PEM ${kind} key`);
  }
  return text;
}

/** A base-address override: a URL, and in production an https one. */
function baseAddress(env: EnvValues, name: keyof EnvValues, production: boolean) {
  const value = env[name];
  if (typeof value !== 'string' || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigRefusal(name, 'must be an address (https://…)');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !production)) {
    throw new ConfigRefusal(name, production ? 'must be https: in production' : 'must be http(s):');
  }
  return value;
}

const isSet = (value: string | undefined) => typeof value === 'string' && value.trim() !== '';

/**
 * What checks WeChat Pay's signatures: its public key and key id (public-key mode) or, with
 * neither set, the platform certificates WeChat Pay lists (merchants set up before 2024). One
 * without the other is a public-key setup left half done.
 */
function wechatPlatform(env: EnvValues): WechatpayConfig['platform'] {
  const file = isSet(env.WECHATPAY_PUBLIC_KEY_FILE);
  const id = isSet(env.WECHATPAY_PUBLIC_KEY_ID);
  if (!file && !id) return { certificates: true };
  if (!file || !id) {
    const [missing, given] = file
      ? (['WECHATPAY_PUBLIC_KEY_ID', 'WECHATPAY_PUBLIC_KEY_FILE'] as const)
      : (['WECHATPAY_PUBLIC_KEY_FILE', 'WECHATPAY_PUBLIC_KEY_ID'] as const);
    throw new ConfigRefusal(
      missing,
      `required with ${given} (WeChat Pay public key mode); leave both unset for platform-certificate mode`,
    );
  }
  return {
    publicKey: keyFile(env, 'WECHATPAY_PUBLIC_KEY_FILE', 'wechat', 'public'),
    publicKeyId: required(env, 'WECHATPAY_PUBLIC_KEY_ID', 'wechat'),
  };
}

function wechatMerchant(env: EnvValues, production: boolean): WechatpayMerchant {
  const apiV3Key = required(env, 'WECHATPAY_API_V3_KEY', 'wechat');
  if (Buffer.byteLength(apiV3Key) !== 32) {
    throw new ConfigRefusal(
      'WECHATPAY_API_V3_KEY',
      'must be the 32 characters set in the merchant platform',
    );
  }
  const platform = wechatPlatform(env);
  return {
    mchid: required(env, 'WECHATPAY_MCHID', 'wechat'),
    appid: required(env, 'WECHATPAY_APPID', 'wechat'),
    privateKey: keyFile(env, 'WECHATPAY_PRIVATE_KEY_FILE', 'wechat', 'private'),
    certSerial: required(env, 'WECHATPAY_CERT_SERIAL', 'wechat'),
    apiV3Key,
    platform,
    baseUrl: baseAddress(env, 'WECHATPAY_API_BASE', production),
  };
}

/** A certificate file's text: one or more PEM certificates, each of which must parse. */
function certificateFile(env: EnvValues, name: keyof EnvValues) {
  const { file, text } = readNamedFile(env, name, 'alipay');
  const certificates = pemCertificates(text);
  try {
    if (certificates.length === 0) throw new Error('no certificate');
    for (const certificate of certificates) new X509Certificate(certificate);
  } catch {
    throw new ConfigRefusal(name, `${file} is not a PEM X.509 certificate file`);
  }
  return text;
}

const ALIPAY_CERT_FILES = [
  'ALIPAY_APP_CERT_FILE',
  'ALIPAY_PUBLIC_CERT_FILE',
  'ALIPAY_ROOT_CERT_FILE',
] as const;

/**
 * Alipay's certificates when any certificate variable is set (certificate mode, which fund
 * transfers need), else undefined (public-key mode). The mode is one or the other: a half-set
 * certificate mode, or Alipay's public key beside it, stops the start.
 */
function alipayCertificates(env: EnvValues, privateKey: string): AlipayCertificates | undefined {
  const given = ALIPAY_CERT_FILES.filter((name) => isSet(env[name]));
  if (given.length === 0) return undefined;
  const missing = ALIPAY_CERT_FILES.find((name) => !isSet(env[name]));
  if (missing) {
    throw new ConfigRefusal(
      missing,
      `required with ${given.join(', ')} (Alipay certificate mode); leave all three unset for public-key mode`,
    );
  }
  if (isSet(env.ALIPAY_PUBLIC_KEY_FILE)) {
    throw new ConfigRefusal(
      'ALIPAY_PUBLIC_KEY_FILE',
      "must be unset in certificate mode: Alipay's key comes from ALIPAY_PUBLIC_CERT_FILE",
    );
  }
  const appCert = certificateFile(env, 'ALIPAY_APP_CERT_FILE');
  // The certificate Alipay holds for the app must be the key the shop signs with.
  if (!new X509Certificate(appCert).checkPrivateKey(createPrivateKey(privateKey))) {
    throw new ConfigRefusal(
      'ALIPAY_APP_CERT_FILE',
      'is not the certificate of the key in ALIPAY_PRIVATE_KEY_FILE',
    );
  }
  return {
    appCert,
    alipayPublicCert: certificateFile(env, 'ALIPAY_PUBLIC_CERT_FILE'),
    alipayRootCert: certificateFile(env, 'ALIPAY_ROOT_CERT_FILE'),
  };
}

function alipayMerchant(env: EnvValues, production: boolean): AlipayMerchant {
  const app = {
    appId: required(env, 'ALIPAY_APP_ID', 'alipay'),
    privateKey: keyFile(env, 'ALIPAY_PRIVATE_KEY_FILE', 'alipay', 'private'),
    gateway: baseAddress(env, 'ALIPAY_GATEWAY', production),
  };
  const certificates = alipayCertificates(env, app.privateKey);
  if (certificates) return { ...app, certificates };
  return { ...app, alipayPublicKey: keyFile(env, 'ALIPAY_PUBLIC_KEY_FILE', 'alipay', 'public') };
}

/**
 * PAYMENT_GATEWAYS (or the older PAYMENT_GATEWAY, a list of one): known names, each once. Outside
 * production the sandbox is the default, so a fresh checkout can take test payments. In
 * production the list must be given, and the sandbox, which marks orders paid without money,
 * runs only for a test shop that says so, and never beside a gateway that takes real money.
 */
function gatewayList(env: EnvValues, production: boolean): CashGateway[] {
  const variable = env.PAYMENT_GATEWAYS !== undefined ? 'PAYMENT_GATEWAYS' : 'PAYMENT_GATEWAY';
  const raw = env.PAYMENT_GATEWAYS ?? env.PAYMENT_GATEWAY;
  if (raw === undefined) {
    if (production) throw new ConfigRefusal('PAYMENT_GATEWAYS', 'required in production');
    return ['sandbox'];
  }
  const names = raw.split(',').map((name) => name.trim());
  const known = (name: string): name is CashGateway =>
    (CASH_GATEWAYS as readonly string[]).includes(name);
  const list: CashGateway[] = [];
  for (const name of names) {
    if (!known(name)) {
      throw new ConfigRefusal(variable, `"${name}" is not one of ${CASH_GATEWAYS.join(', ')}`);
    }
    if (list.includes(name)) throw new ConfigRefusal(variable, `${name} is listed twice`);
    list.push(name);
  }
  if (production && list.includes('sandbox')) {
    if (list.length > 1) {
      throw new ConfigRefusal(
        variable,
        'the sandbox takes no money; it cannot stand beside a live gateway in production',
      );
    }
    if (!env.PAYMENT_SANDBOX_IN_PRODUCTION) {
      throw new ConfigRefusal(
        variable,
        'the sandbox takes no money; in production it needs PAYMENT_SANDBOX_IN_PRODUCTION=true (a test shop only)',
      );
    }
    if (!env.PAYMENT_SANDBOX_SECRET) {
      throw new ConfigRefusal('PAYMENT_SANDBOX_SECRET', 'required in production (32+ characters)');
    }
  }
  return list;
}

/** Reads the payment settings, refusing with the variable's name what would fail at a payment. */
export function loadPaymentConfig(env: EnvValues, production: boolean): PaymentConfig {
  const gateways = gatewayList(env, production);
  // A gateway whose keys are set is built even when the shop no longer offers it: the refunds and
  // queries of the payments it took still reach it.
  const wechat = gateways.includes('wechat') || Boolean(env.WECHATPAY_MCHID);
  const alipay = gateways.includes('alipay') || Boolean(env.ALIPAY_APP_ID);
  const live = wechat || alipay;
  const publicUrl = live ? baseAddress(env, 'PUBLIC_URL', production) : env.PUBLIC_URL;
  if (live && !publicUrl) {
    throw new ConfigRefusal(
      'PUBLIC_URL',
      'required with a live gateway: its notifications come to this address',
    );
  }
  return {
    gateways,
    sandboxSecret: env.PAYMENT_SANDBOX_SECRET ?? DEV_SANDBOX_SECRET,
    notifyUrl: env.PAYMENT_NOTIFY_URL,
    publicUrl: publicUrl?.replace(/\/+$/, ''),
    wechat: wechat ? wechatMerchant(env, production) : undefined,
    alipay: alipay ? alipayMerchant(env, production) : undefined,
  };
}
