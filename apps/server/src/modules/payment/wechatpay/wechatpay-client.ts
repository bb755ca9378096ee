import { createHash } from 'node:crypto';
import { Wechatpay } from 'wechatpay-axios-plugin';
import { z } from 'zod';
import { platformKeys, type PlatformKeyring, type WechatpayPlatform } from './platform-keys';
import {
  OUT_NO,
  refundWire,
  toChinaTime,
  toRefund,
  toTransaction,
  transactionWire,
  type WechatpayRefund,
  type WechatpayTransaction,
} from './transaction';
import { checkBillDay } from '../bill-day';
import type { BillLine } from '../payment-gateway';
import { parseTradeBill } from './trade-bill';
import {
  WechatpayRefusal,
  WechatpayUnavailable,
  WechatpayUnverified,
  wechatpayError,
} from './wechatpay-errors';

export const WECHATPAY_BASE_URL = 'https://api.mch.weixin.qq.com';
/** Long enough for WeChat Pay's slow moments, short enough for a customer waiting on a QR code. */
export const WECHATPAY_TIMEOUT_MS = 5_000;

/**
 * A merchant's API v3 settings, in public-key mode ("微信支付公钥", the only mode WeChat Pay gives
 * new merchants) or platform-certificate mode (certificates downloaded from /v3/certificates).
 */
export interface WechatpayConfig {
  mchid: string;
  appid: string;
  /** The merchant API private key, PEM (apiclient_key.pem). */
  privateKey: string;
  /** The serial number of the merchant API certificate, sent with every request. */
  certSerial: string;
  /** The API v3 key: 32 bytes, decrypts notifications. */
  apiV3Key: string;
  /** What checks WeChat Pay's answers and notifications: its public key, or its certificates. */
  platform: WechatpayPlatform;
  baseUrl?: string;
  timeoutMs?: number;
}

/** An order to open at WeChat Pay. Amount in fen; `expiresAt` in ms. */
export interface WechatpayOrder {
  outTradeNo: string;
  description: string;
  amount: number;
  expiresAt: number;
  notifyUrl: string;
}

const nativeAnswer = z.object({ code_url: z.string().min(1) });
const h5Answer = z.object({ h5_url: z.string().min(1) });
const anything = z.unknown();
const billAnswer = z.object({
  hash_type: z.literal('SHA1'),
  hash_value: z.string().regex(/^[0-9a-fA-F]{40}$/),
  download_url: z.string().url(),
});
/** Where WeChat Pay serves every bill file; the answer's download_url adds a token. */
const BILL_DOWNLOAD_PATH = '/v3/billdownload/file';

/** Fails fast on settings that could only fail later, at a customer's payment. */
function checkConfig(config: WechatpayConfig) {
  const { platform } = config;
  if (
    !config.mchid ||
    !config.appid ||
    !config.certSerial ||
    !('certificates' in platform || platform.publicKeyId)
  ) {
    throw new Error('WeChat Pay: mchid, appid, certSerial and platform.publicKeyId are required');
  }
  if (Buffer.byteLength(config.apiV3Key) !== 32) {
    throw new Error('WeChat Pay: the API v3 key must be 32 bytes');
  }
}

function checkOutNo(no: string) {
  // It goes into the URL path as it is, so nothing else may pass.
  if (!OUT_NO.test(no)) throw new RangeError(`not a WeChat Pay merchant number: ${no}`);
}

function checkFen(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`not an amount in fen: ${amount}`);
  }
}

/** Calls WeChat Pay and reads its answer with `schema`; every failure becomes a typed error. */
async function ask<T>(schema: z.ZodType<T>, call: () => Promise<{ data: unknown }>): Promise<T> {
  let data: unknown;
  try {
    ({ data } = await call());
  } catch (error) {
    throw wechatpayError(error);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new WechatpayUnavailable('WeChat Pay answered something unexpected');
  return parsed.data;
}

/** The serial an answer was signed under, when the plugin held no key by that serial. */
function unknownSerial(error: unknown): string | undefined {
  const field = (thing: unknown, name: string): unknown =>
    typeof thing === 'object' && thing !== null ? Reflect.get(thing, name) : undefined;
  if (field(error, 'code') !== 'EV3_RES_HEADER_PLATFORM_SERIAL') return undefined;
  const serial = field(field(field(error, 'response'), 'headers'), 'wechatpay-serial');
  return typeof serial === 'string' ? serial : undefined;
}

/** Undefined for WeChat Pay's 404 (ORDER_NOT_EXIST, RESOURCE_NOT_EXISTS): it knows no such number. */
async function unlessUnknown<T>(query: Promise<T>): Promise<T | undefined> {
  try {
    return await query;
  } catch (error) {
    if (error instanceof WechatpayRefusal && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * WeChat Pay API v3 for one merchant, through wechatpay-axios-plugin: it signs every request
 * (WECHATPAY2-SHA256-RSA2048 with the merchant key) and refuses a 2xx answer not signed by a
 * platform key (WeChat Pay's public key, or a certificate of its current list). Errors:
 * `WechatpayRefusal` (a 4xx, with WeChat Pay's code), `WechatpayUnavailable` (timeout, 5xx, 429,
 * no platform certificates to be had) and `WechatpayUnverified` (a bad answer signature).
 */
export function wechatpayClient(config: WechatpayConfig, options: { now?: () => number } = {}) {
  checkConfig(config);
  const { mchid, appid } = config;
  const baseUrl = (config.baseUrl ?? WECHATPAY_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? WECHATPAY_TIMEOUT_MS;
  const keys = platformKeys({ ...config, baseUrl, timeoutMs }, options.now);
  let built: { ring: PlatformKeyring; wxpay: Wechatpay } | undefined;

  /**
   * The plugin, built again whenever the platform keys change: it copies them when built. Handed
   * out inside an object: the plugin's chain answers any property, `then` too, so a promise
   * resolved with it would call it.
   */
  async function plugin(): Promise<{ wxpay: Wechatpay }> {
    const ring = await keys.all();
    if (built?.ring !== ring) {
      const wxpay = new Wechatpay({
        mchid,
        serial: config.certSerial,
        privateKey: config.privateKey,
        certs: { ...ring },
        baseURL: `${baseUrl}/`,
        timeout: timeoutMs,
      });
      built = { ring, wxpay };
    }
    return built;
  }

  /** A call through the plugin, made once more when its answer names a certificate just listed. */
  async function send<T>(call: (wxpay: Wechatpay) => Promise<T>): Promise<T> {
    try {
      return await call((await plugin()).wxpay);
    } catch (error) {
      const serial = unknownSerial(error);
      if (serial === undefined || !(await keys.find(serial))) throw error;
      return call((await plugin()).wxpay);
    }
  }

  // The plugin's chain of endpoints, each named by its documented path.
  const api = (path: string) => ({
    get: (...args: Parameters<Wechatpay['get']>) => send((wxpay) => wxpay.chain(path).get(...args)),
    post: (...args: Parameters<Wechatpay['post']>) =>
      send((wxpay) => wxpay.chain(path).post(...args)),
  });

  function orderBody(order: WechatpayOrder) {
    checkOutNo(order.outTradeNo);
    checkFen(order.amount);
    return {
      appid,
      mchid,
      // WeChat Pay refuses more than 127 characters; a long title is cut rather than unpayable.
      description: [...order.description].slice(0, 127).join(''),
      out_trade_no: order.outTradeNo,
      time_expire: toChinaTime(order.expiresAt),
      notify_url: order.notifyUrl,
      amount: { total: order.amount, currency: 'CNY' },
    };
  }

  return {
    /** What checks WeChat Pay's signatures; the notification check shares it. */
    platformKeys: keys,

    /** A Native (QR code) order; `codeUrl` is what the QR code shows. */
    async createNativeOrder(order: WechatpayOrder): Promise<{ codeUrl: string }> {
      const body = orderBody(order);
      const answer = await ask(nativeAnswer, () => api('v3/pay/transactions/native').post(body));
      return { codeUrl: answer.code_url };
    },

    /** An H5 order, paid in a mobile browser outside WeChat; `payerIp` is the customer's address. */
    async createH5Order(order: WechatpayOrder & { payerIp: string }): Promise<{ h5Url: string }> {
      const body = {
        ...orderBody(order),
        scene_info: { payer_client_ip: order.payerIp, h5_info: { type: 'Wap' } },
      };
      const answer = await ask(h5Answer, () => api('v3/pay/transactions/h5').post(body));
      return { h5Url: answer.h5_url };
    },

    /** WeChat Pay's view of an order; undefined when it knows none by that number. */
    async queryOrder(outTradeNo: string): Promise<WechatpayTransaction | undefined> {
      checkOutNo(outTradeNo);
      const wire = await unlessUnknown(
        ask(transactionWire, () =>
          api('v3/pay/transactions/out-trade-no/{out_trade_no}').get({
            params: { mchid },
            out_trade_no: outTradeNo,
          }),
        ),
      );
      return wire && toTransaction(wire);
    },

    /** Closes an unpaid order, so it can no longer be paid. */
    async closeOrder(outTradeNo: string): Promise<void> {
      checkOutNo(outTradeNo);
      await ask(anything, () =>
        api('v3/pay/transactions/out-trade-no/{out_trade_no}/close').post(
          { mchid },
          { out_trade_no: outTradeNo },
        ),
      );
    },

    /**
     * Refunds `amount` of an order paid `total`. `outRefundNo` is the caller's and fixed for this
     * refund: asked again with it, WeChat Pay answers the same refund instead of paying twice.
     */
    async refund(refund: {
      outTradeNo: string;
      outRefundNo: string;
      amount: number;
      total: number;
      reason?: string;
      notifyUrl?: string;
    }): Promise<WechatpayRefund> {
      checkOutNo(refund.outTradeNo);
      checkOutNo(refund.outRefundNo);
      checkFen(refund.amount);
      checkFen(refund.total);
      const body = {
        out_trade_no: refund.outTradeNo,
        out_refund_no: refund.outRefundNo,
        reason: refund.reason,
        notify_url: refund.notifyUrl,
        amount: { refund: refund.amount, total: refund.total, currency: 'CNY' },
      };
      const wire = await ask(refundWire, () => api('v3/refund/domestic/refunds').post(body));
      return toRefund(wire, wire.status);
    },

    /** A refund asked for earlier; undefined when WeChat Pay knows none by that number. */
    async queryRefund(outRefundNo: string): Promise<WechatpayRefund | undefined> {
      checkOutNo(outRefundNo);
      const wire = await unlessUnknown(
        ask(refundWire, () =>
          api('v3/refund/domestic/refunds/{out_refund_no}').get({
            out_refund_no: outRefundNo,
          }),
        ),
      );
      return wire && toRefund(wire, wire.status);
    },

    /**
     * The trade bill of `day` (YYYY-MM-DD, China time): every payment and refund WeChat Pay booked
     * that day, none when it booked none (NO_STATEMENT_EXIST). A bill still being made
     * (STATEMENT_CREATING) is `WechatpayUnavailable`; a file whose SHA1 is not the one WeChat Pay
     * gave is `WechatpayUnverified`.
     */
    async tradeBill(day: string): Promise<BillLine[]> {
      checkBillDay(day);
      let bill: z.infer<typeof billAnswer>;
      try {
        bill = await ask(billAnswer, () =>
          api('v3/bill/tradebill').get({ params: { bill_date: day, bill_type: 'ALL' } }),
        );
      } catch (error) {
        if (error instanceof WechatpayRefusal && error.code === 'NO_STATEMENT_EXIST') return [];
        if (error instanceof WechatpayRefusal && error.code === 'STATEMENT_CREATING') {
          throw new WechatpayUnavailable(`WeChat Pay is still making the bill of ${day}`, {
            cause: error,
          });
        }
        throw error;
      }
      // Only the token is taken from the answer: the signed download goes to the merchant's own
      // API host. WeChat Pay does not sign the file (the plugin skips its check on this path); the
      // hash from the signed answer stands for it.
      const link = new URL(bill.download_url);
      if (link.pathname !== BILL_DOWNLOAD_PATH) {
        throw new WechatpayUnavailable('WeChat Pay answered something unexpected');
      }
      const file = await ask(z.instanceof(Buffer), () =>
        api(BILL_DOWNLOAD_PATH.slice(1)).get({
          params: link.searchParams,
          responseType: 'arraybuffer',
        }),
      );
      if (createHash('sha1').update(file).digest('hex') !== bill.hash_value.toLowerCase()) {
        throw new WechatpayUnverified('BILL_HASH_MISMATCH');
      }
      try {
        return parseTradeBill(file.toString('utf8'));
      } catch (error) {
        throw new WechatpayUnavailable('WeChat Pay sent a bill that cannot be read', {
          cause: error,
        });
      }
    },
  };
}
export type WechatpayClient = ReturnType<typeof wechatpayClient>;
