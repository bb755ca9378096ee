import {
  createHash,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  X509Certificate,
} from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Aes, Formatter, Hash, Rsa } from 'wechatpay-axios-plugin';
import { generate as selfSigned } from 'selfsigned';
import { z } from 'zod';
import { tradeBillText, type FakeBillRow } from './fake-trade-bill';
import { requestBody } from '../loopback';
import type { WechatpayPlatform } from '../../../modules/payment/wechatpay/platform-keys';
import type { TradeState } from '../../../modules/payment/wechatpay/transaction';
import type { WechatpayConfig } from '../../../modules/payment/wechatpay/wechatpay-client';

/**
 * A fake WeChat Pay for tests, speaking API v3 as the real one does: it checks every request's
 * WECHATPAY2-SHA256-RSA2048 signature with the merchant's public key (401 SIGN_ERROR otherwise),
 * signs its answers with its own platform key, keeps orders and refunds, and sends signed,
 * encrypted notifications. In certificate mode it lists its platform certificates at
 * /v3/certificates, each encrypted with the API v3 key, and signs under the newest one's serial.
 */

type PublicKeyPlatform = Extract<WechatpayPlatform, { publicKeyId: string }>;
type CertificatePlatform = Extract<WechatpayPlatform, { certificates: true }>;

/** Fresh keys for one test run: the merchant's settings and what the fake holds in their place. */
export interface WechatpayTestKeys<P extends WechatpayPlatform = WechatpayPlatform> {
  config: WechatpayConfig & { platform: P };
  merchantPublicKey: string;
  platformPrivateKey: string;
  /** What Wechatpay-Serial names: the public key id, or the platform certificate's serial. */
  platformSerial: string;
  /** Certificate mode: the platform certificate (PEM) for the platform key. */
  platformCertificate?: string;
}

function rsaPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** A platform key with a self-signed certificate for it, as WeChat Pay's are (CA-issued there). */
async function platformCertificate() {
  const pair = rsaPair();
  const { cert } = await selfSigned([{ name: 'commonName', value: 'Tenpay.com' }], {
    keyPair: pair,
    algorithm: 'sha256',
  });
  const serial = new X509Certificate(cert).serialNumber;
  return { privateKey: pair.privateKey, certificate: cert, serial };
}

/**
 * Fresh keys, in public-key mode (the default) or, asked for, in platform-certificate mode,
 * whose certificate takes a moment to make.
 */
export function wechatpayTestKeys(options?: {
  mode: 'publicKey';
}): WechatpayTestKeys<PublicKeyPlatform>;
export function wechatpayTestKeys(options: {
  mode: 'certificates';
}): Promise<WechatpayTestKeys<CertificatePlatform>>;
export function wechatpayTestKeys(
  options: { mode: 'publicKey' | 'certificates' } = { mode: 'publicKey' },
): WechatpayTestKeys | Promise<WechatpayTestKeys> {
  const merchant = rsaPair();
  const common = {
    mchid: '1900000109',
    appid: 'wxd678efh567hg6787',
    privateKey: merchant.privateKey,
    certSerial: randomBytes(20).toString('hex').toUpperCase(),
    apiV3Key: randomBytes(16).toString('hex'),
  };
  if (options.mode === 'certificates') {
    return platformCertificate().then((platform) => ({
      config: { ...common, platform: { certificates: true } },
      merchantPublicKey: merchant.publicKey,
      platformPrivateKey: platform.privateKey,
      platformSerial: platform.serial,
      platformCertificate: platform.certificate,
    }));
  }
  const platform = rsaPair();
  const publicKeyId = `PUB_KEY_ID_${randomBytes(16).toString('hex')}`;
  return {
    config: { ...common, platform: { publicKey: platform.publicKey, publicKeyId } },
    merchantPublicKey: merchant.publicKey,
    platformPrivateKey: platform.privateKey,
    platformSerial: publicKeyId,
  };
}

/** A request or notification as it goes over the wire: headers and the exact bytes signed. */
export interface SignedMessage {
  headers: Record<string, string>;
  body: string;
}

/** Wechatpay-* headers signing `body` with the platform key at `now` (ms). */
export function platformHeaders(
  keys: WechatpayTestKeys,
  body: string,
  now: number,
): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  const nonce = Formatter.nonce();
  return {
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Serial': keys.platformSerial,
    'Wechatpay-Signature': Rsa.sign(
      Formatter.response(timestamp, nonce, body),
      keys.platformPrivateKey,
    ),
    'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
  };
}

/** A notification WeChat Pay would send: `resource` encrypted with the API v3 key, then signed. */
export function signedNotification(
  keys: WechatpayTestKeys,
  event: { eventType: string; originalType: 'transaction' | 'refund'; resource: object },
  now: number,
): SignedMessage {
  const nonce = Formatter.nonce(12);
  const associatedData = event.originalType;
  const body = JSON.stringify({
    id: randomUUID(),
    create_time: new Date(now).toISOString(),
    resource_type: 'encrypt-resource',
    event_type: event.eventType,
    summary: event.originalType === 'transaction' ? '支付成功' : '退款成功',
    resource: {
      original_type: event.originalType,
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: Aes.AesGcm.encrypt(
        JSON.stringify(event.resource),
        Hash.keyObjectFrom(Buffer.from(keys.config.apiV3Key)),
        nonce,
        associatedData,
      ),
      associated_data: associatedData,
      nonce,
    },
  });
  return {
    headers: { 'content-type': 'application/json', ...platformHeaders(keys, body, now) },
    body,
  };
}

export interface FakeOrder {
  outTradeNo: string;
  kind: 'native' | 'h5';
  body: Record<string, unknown>;
  amount: number;
  notifyUrl: string;
  tradeState: TradeState;
  transactionId?: string;
  successTime?: string;
}

export interface FakeRefund {
  refundId: string;
  outRefundNo: string;
  outTradeNo: string;
  amount: number;
  notifyUrl?: string;
  status: 'PROCESSING' | 'SUCCESS';
  createTime: string;
  successTime?: string;
}

/** What the fake received, and whether its signature passed. */
export interface ReceivedRequest {
  method: string;
  url: string;
  authorization: string;
  body: string;
  signed: boolean;
}

/** The next request hangs (the client times out), or is answered with this status and code. */
export type FakeFailure = 'hang' | { status: number; code: string; message?: string };

/** A test's change to a day's bill: it gets the rows the fake booked and returns the bill's. */
export type BillEdit = (rows: FakeBillRow[]) => FakeBillRow[];

const amount = z.object({ total: z.number().int().min(1), currency: z.literal('CNY') });
const orderRequest = z.object({
  appid: z.string().min(1),
  mchid: z.string().min(1),
  description: z.string().min(1).max(127),
  out_trade_no: z.string().regex(/^[A-Za-z0-9_\-|*]{6,32}$/),
  time_expire: z
    .string()
    .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/)
    .optional(),
  notify_url: z.string().url(),
  amount,
});
const h5Request = orderRequest.extend({
  scene_info: z.object({
    payer_client_ip: z.string().min(1),
    h5_info: z.object({ type: z.enum(['iOS', 'Android', 'Wap']) }),
  }),
});
const refundRequest = z.object({
  out_trade_no: z.string().min(1),
  out_refund_no: z.string().regex(/^[A-Za-z0-9_\-|*@]{1,64}$/),
  reason: z.string().max(80).optional(),
  notify_url: z.string().url().optional(),
  amount: z.object({
    refund: z.number().int().min(1),
    total: z.number().int().min(1),
    currency: z.literal('CNY'),
  }),
});

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function chinaTime(ms: number): string {
  return `${new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

function parse<T>(schema: z.ZodType<T>, body: string): T {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new Refusal(400, 'PARAM_ERROR', '请求体不是JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Refusal(400, 'PARAM_ERROR', parsed.error.message);
  return parsed.data;
}

/**
 * Starts a fake WeChat Pay on 127.0.0.1; `config` is the merchant's, pointed at it. `now` is when
 * payments and refunds are booked, and so which day's bill they are on (signatures keep real time).
 */
export async function startFakeWechatpay<P extends WechatpayPlatform>(
  keys: WechatpayTestKeys<P>,
  options: { now?: () => number } = {},
) {
  const { mchid, appid, certSerial } = keys.config;
  const bookingNow = options.now ?? (() => Date.now());
  const orders = new Map<string, FakeOrder>();
  const refunds = new Map<string, FakeRefund>();
  const received: ReceivedRequest[] = [];
  const failures: FakeFailure[] = [];
  const billEdits = new Map<string, BillEdit[]>();
  /** Bills asked for, by their download token. */
  const bills = new Map<string, string>();
  const downloadFailures: (FakeFailure | 'tamper')[] = [];
  let origin = '';
  let serial = 0;
  /** The keys it signs with: in certificate mode, the newest certificate's. */
  let signer = keys;
  /** Certificate mode: the certificates /v3/certificates lists (PEM), the newest last. */
  const certificates = keys.platformCertificate ? [keys.platformCertificate] : [];

  /** Checks the Authorization header as WeChat Pay does. */
  function authorized(method: string, url: string, authorization: string, body: string) {
    const scheme = 'WECHATPAY2-SHA256-RSA2048 ';
    if (!authorization.startsWith(scheme)) return false;
    const fields = new Map(
      [...authorization.slice(scheme.length).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    const timestamp = fields.get('timestamp') ?? '';
    const nonce = fields.get('nonce_str') ?? '';
    const signature = fields.get('signature') ?? '';
    if (fields.get('mchid') !== mchid || fields.get('serial_no') !== certSerial) return false;
    if (!nonce || !/^\d+$/.test(timestamp)) return false;
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
    try {
      return Rsa.verify(
        Formatter.request(method, url, timestamp, nonce, body),
        signature,
        keys.merchantPublicKey,
      );
    } catch {
      return false;
    }
  }

  function send(response: ServerResponse, status: number, answer?: object) {
    const body = answer === undefined ? '' : JSON.stringify(answer);
    response.writeHead(status, {
      ...(body ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
      'Request-ID': randomUUID(),
      ...platformHeaders(signer, body, Date.now()),
    });
    response.end(body);
  }

  function transaction(order: FakeOrder) {
    return {
      appid,
      mchid,
      out_trade_no: order.outTradeNo,
      transaction_id: order.transactionId ?? '',
      trade_type: order.kind === 'native' ? 'NATIVE' : 'MWEB',
      trade_state: order.tradeState,
      trade_state_desc: order.tradeState,
      ...(order.successTime ? { success_time: order.successTime } : {}),
      amount: { total: order.amount, currency: 'CNY', payer_total: order.amount },
    };
  }

  function refundAnswer(refund: FakeRefund) {
    const order = orders.get(refund.outTradeNo);
    return {
      refund_id: refund.refundId,
      out_refund_no: refund.outRefundNo,
      transaction_id: order?.transactionId ?? '',
      out_trade_no: refund.outTradeNo,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      create_time: refund.createTime,
      ...(refund.successTime ? { success_time: refund.successTime } : {}),
      status: refund.status,
      amount: {
        total: order?.amount ?? 0,
        refund: refund.amount,
        payer_total: order?.amount ?? 0,
        payer_refund: refund.amount,
        currency: 'CNY',
      },
    };
  }

  function order(outTradeNo: string): FakeOrder {
    const found = orders.get(outTradeNo);
    if (!found) throw new Refusal(404, 'ORDER_NOT_EXIST', '订单不存在');
    return found;
  }

  function createOrder(kind: 'native' | 'h5', body: string) {
    const request = parse(kind === 'native' ? orderRequest : h5Request, body);
    if (request.mchid !== mchid || request.appid !== appid) {
      throw new Refusal(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
    }
    const existing = orders.get(request.out_trade_no);
    if (existing) {
      if (existing.tradeState !== 'NOTPAY') throw new Refusal(400, 'ORDERPAID', '订单已支付');
      if (existing.amount !== request.amount.total || existing.kind !== kind) {
        throw new Refusal(403, 'OUT_TRADE_NO_USED', '商户订单号重复');
      }
    } else {
      orders.set(request.out_trade_no, {
        outTradeNo: request.out_trade_no,
        kind,
        body: JSON.parse(body) as Record<string, unknown>,
        amount: request.amount.total,
        notifyUrl: request.notify_url,
        tradeState: 'NOTPAY',
      });
    }
    const prepay = `wx${request.out_trade_no}`;
    return kind === 'native'
      ? { code_url: `weixin://wxpay/bizpayurl?pr=${prepay}` }
      : { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepay}` };
  }

  function createRefund(body: string) {
    const request = parse(refundRequest, body);
    const paid = order(request.out_trade_no);
    const existing = refunds.get(request.out_refund_no);
    if (existing) {
      if (existing.amount !== request.amount.refund || existing.outTradeNo !== paid.outTradeNo) {
        throw new Refusal(400, 'INVALID_REQUEST', '同一退款单号的参数不一致');
      }
      return refundAnswer(existing);
    }
    if (paid.tradeState !== 'SUCCESS' && paid.tradeState !== 'REFUND') {
      throw new Refusal(400, 'INVALID_REQUEST', '订单未支付');
    }
    if (request.amount.total !== paid.amount) {
      throw new Refusal(400, 'PARAM_ERROR', '订单金额与原订单不一致');
    }
    const refunded = [...refunds.values()]
      .filter((refund) => refund.outTradeNo === paid.outTradeNo)
      .reduce((sum, refund) => sum + refund.amount, 0);
    if (refunded + request.amount.refund > paid.amount) {
      throw new Refusal(403, 'NOT_ENOUGH', '可退款金额不足');
    }
    const refund: FakeRefund = {
      refundId: `50000000${String(++serial).padStart(20, '0')}`,
      outRefundNo: request.out_refund_no,
      outTradeNo: paid.outTradeNo,
      amount: request.amount.refund,
      status: 'PROCESSING',
      createTime: chinaTime(bookingNow()),
      ...(request.notify_url ? { notifyUrl: request.notify_url } : {}),
    };
    refunds.set(refund.outRefundNo, refund);
    paid.tradeState = 'REFUND';
    return refundAnswer(refund);
  }

  /** The rows of a day's bill: payments by their success time, refunds by when they were asked. */
  function billRows(day: string): FakeBillRow[] {
    const rows: FakeBillRow[] = [];
    const row = (found: FakeOrder) => ({
      transactionId: found.transactionId ?? '',
      outTradeNo: found.outTradeNo,
      tradeType: found.kind === 'native' ? 'NATIVE' : 'MWEB',
      amount: found.amount,
      description: typeof found.body.description === 'string' ? found.body.description : '',
    });
    for (const found of orders.values()) {
      if (found.successTime?.slice(0, 10) !== day) continue;
      rows.push({
        ...row(found),
        time: Date.parse(found.successTime),
        tradeState: 'SUCCESS',
        refundId: '',
        outRefundNo: '',
        refundAmount: 0,
        refundStatus: '',
      });
    }
    for (const refund of refunds.values()) {
      const paid = orders.get(refund.outTradeNo);
      if (refund.createTime.slice(0, 10) !== day || !paid) continue;
      rows.push({
        ...row(paid),
        time: Date.parse(refund.createTime),
        tradeState: 'REFUND',
        refundId: refund.refundId,
        outRefundNo: refund.outRefundNo,
        refundAmount: refund.amount,
        refundStatus: refund.status,
      });
    }
    rows.sort((a, b) => a.time - b.time);
    return (billEdits.get(day) ?? []).reduce((edited, edit) => edit(edited), rows);
  }

  /** GET /v3/bill/tradebill: where to download the day's bill, and the file's SHA1. */
  function tradeBill(params: URLSearchParams) {
    const day = params.get('bill_date') ?? '';
    const type = params.get('bill_type') ?? 'ALL';
    if (!/^\d{4}-\d\d-\d\d$/.test(day) || !['ALL', 'SUCCESS', 'REFUND'].includes(type)) {
      throw new Refusal(400, 'PARAM_ERROR', '账单日期格式错误');
    }
    // WeChat Pay makes a day's bill the next morning, ready from ten o'clock.
    if (bookingNow() < Date.parse(`${day}T10:00:00+08:00`) + 86_400_000) {
      throw new Refusal(400, 'STATEMENT_CREATING', '账单生成中');
    }
    const rows = billRows(day).filter(
      (r) => type === 'ALL' || (type === 'REFUND') === (r.tradeState === 'REFUND'),
    );
    if (rows.length === 0) throw new Refusal(400, 'NO_STATEMENT_EXIST', '请求的账单文件不存在');
    const text = tradeBillText({ appid, mchid }, rows);
    const token = randomBytes(24).toString('base64url');
    bills.set(token, text);
    return {
      hash_type: 'SHA1',
      hash_value: createHash('sha1').update(text).digest('hex'),
      download_url: `${origin}/v3/billdownload/file?token=${token}`,
    };
  }

  /** GET /v3/billdownload/file: the bill itself, which WeChat Pay does not sign. */
  function serveBill(response: ServerResponse, url: URL) {
    const failure = downloadFailures.shift();
    if (failure === 'hang') return;
    if (failure !== undefined && failure !== 'tamper') {
      return send(response, failure.status, {
        code: failure.code,
        message: failure.message ?? failure.code,
      });
    }
    const text = bills.get(url.searchParams.get('token') ?? '');
    if (text === undefined) {
      return send(response, 400, { code: 'INVALID_REQUEST', message: '下载链接已失效' });
    }
    response.writeHead(200, {
      'Content-Type': 'application/octet-stream',
      'Request-ID': randomUUID(),
    });
    // Changed on the way: one more line, still a readable bill, but not the one hashed.
    response.end(failure === 'tamper' ? `${text}\r\n` : text);
  }

  /** GET /v3/certificates: every certificate, each encrypted with the merchant's API v3 key. */
  function certificateList() {
    const apiV3Key = Hash.keyObjectFrom(Buffer.from(keys.config.apiV3Key));
    const data = certificates.map((pem) => {
      const certificate = new X509Certificate(pem);
      const nonce = Formatter.nonce(12);
      return {
        serial_no: certificate.serialNumber,
        effective_time: chinaTime(Date.parse(certificate.validFrom)),
        expire_time: chinaTime(Date.parse(certificate.validTo)),
        encrypt_certificate: {
          algorithm: 'AEAD_AES_256_GCM',
          nonce,
          associated_data: 'certificate',
          ciphertext: Aes.AesGcm.encrypt(pem, apiV3Key, nonce, 'certificate'),
        },
      };
    });
    return { data };
  }

  /** Routes one authorized request; a thrown Refusal becomes WeChat Pay's error answer. */
  function route(method: string, url: URL, body: string): [number, object?] {
    const path = url.pathname;
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v3/pay/transactions/native') {
      return [200, createOrder('native', body)];
    }
    if (method === 'POST' && path === '/v3/pay/transactions/h5') {
      return [200, createOrder('h5', body)];
    }
    if (
      (match = path.match(/^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/)) &&
      method === 'GET'
    ) {
      if (url.searchParams.get('mchid') !== mchid) throw new Refusal(400, 'PARAM_ERROR', 'mchid');
      return [200, transaction(order(decodeURIComponent(match[1] ?? '')))];
    }
    if ((match = path.match(/^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/))) {
      if (parse(z.object({ mchid: z.string() }), body).mchid !== mchid) {
        throw new Refusal(400, 'PARAM_ERROR', 'mchid');
      }
      const found = order(decodeURIComponent(match[1] ?? ''));
      if (found.tradeState === 'SUCCESS' || found.tradeState === 'REFUND') {
        throw new Refusal(400, 'ORDERPAID', '订单已支付');
      }
      found.tradeState = 'CLOSED';
      return [204];
    }
    if (method === 'POST' && path === '/v3/refund/domestic/refunds') {
      return [200, createRefund(body)];
    }
    if (method === 'GET' && path === '/v3/bill/tradebill') {
      return [200, tradeBill(url.searchParams)];
    }
    if ((match = path.match(/^\/v3\/refund\/domestic\/refunds\/([^/]+)$/)) && method === 'GET') {
      const refund = refunds.get(decodeURIComponent(match[1] ?? ''));
      if (!refund) throw new Refusal(404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
      return [200, refundAnswer(refund)];
    }
    if (method === 'GET' && path === '/v3/certificates' && certificates.length > 0) {
      return [200, certificateList()];
    }
    throw new Refusal(404, 'NOT_FOUND', '接口不存在');
  }

  const server = createServer(async (request, response) => {
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    const body = (await requestBody(request)).toString('utf8');
    const authorization = request.headers.authorization ?? '';
    const signed = authorized(method, url, authorization, body);
    received.push({ method, url, authorization, body, signed });
    const failure = failures.shift();
    if (failure === 'hang') return;
    if (failure) {
      return send(response, failure.status, {
        code: failure.code,
        message: failure.message ?? failure.code,
      });
    }
    if (!signed) return send(response, 401, { code: 'SIGN_ERROR', message: '签名错误' });
    const target = new URL(url, 'http://fake');
    if (method === 'GET' && target.pathname === '/v3/billdownload/file') {
      return serveBill(response, target);
    }
    try {
      const [status, answer] = route(method, new URL(url, 'http://fake'), body);
      send(response, status, answer);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      send(response, error.status, { code: error.code, message: error.message });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  async function deliver(notifyUrl: string, message: SignedMessage) {
    const response = await fetch(notifyUrl, {
      method: 'POST',
      headers: message.headers,
      body: message.body,
      signal: AbortSignal.timeout(5_000),
    });
    return { status: response.status, body: await response.text() };
  }

  return {
    url: `http://127.0.0.1:${port}`,
    /** The merchant's settings, pointed at this fake. */
    config: { ...keys.config, baseUrl: `http://127.0.0.1:${port}` },
    orders,
    refunds,
    received,

    failNext(failure: FakeFailure) {
      failures.push(failure);
    },

    /** The keys it signs answers and notifications with now. */
    get keys() {
      return signer;
    },

    /**
     * Certificate mode: a new platform certificate joins the list and signs from now on, the old
     * one still listed, as WeChat Pay rotates them. Gives the new keys.
     */
    async rotateCertificate() {
      if (certificates.length === 0) throw new Error('the fake is in public-key mode');
      const next = await platformCertificate();
      certificates.push(next.certificate);
      signer = {
        ...signer,
        platformPrivateKey: next.privateKey,
        platformSerial: next.serial,
        platformCertificate: next.certificate,
      };
      return signer;
    },

    /**
     * The next bill download fails this way, or ('tamper') serves a file other than the one whose
     * hash the bill's answer gave. Any request's `failNext` comes first.
     */
    failNextDownload(failure: FakeFailure | 'tamper') {
      downloadFailures.push(failure);
    },

    /** Changes the bill of `day` (YYYY-MM-DD): add, drop or alter rows; edits apply in order. */
    editBill(day: string, edit: BillEdit) {
      billEdits.set(day, [...(billEdits.get(day) ?? []), edit]);
    },

    /** The customer pays: the order succeeds and its notification is signed and encrypted. */
    pay(outTradeNo: string, now = bookingNow()): SignedMessage {
      const paid = order(outTradeNo);
      paid.tradeState = 'SUCCESS';
      paid.transactionId = `42000000${String(++serial).padStart(20, '0')}`;
      paid.successTime = chinaTime(now);
      return signedNotification(
        signer,
        {
          eventType: 'TRANSACTION.SUCCESS',
          originalType: 'transaction',
          resource: transaction(paid),
        },
        now,
      );
    },

    /** A refund goes through: its notification is signed and encrypted. */
    settleRefund(outRefundNo: string, now = bookingNow()): SignedMessage {
      const refund = refunds.get(outRefundNo);
      if (!refund) throw new Error(`no refund ${outRefundNo}`);
      refund.status = 'SUCCESS';
      refund.successTime = chinaTime(now);
      const { status: _status, ...wire } = refundAnswer(refund);
      return signedNotification(
        signer,
        {
          eventType: 'REFUND.SUCCESS',
          originalType: 'refund',
          resource: { ...wire, mchid, refund_status: 'SUCCESS' },
        },
        now,
      );
    },

    /** Pays an order and POSTs its notification to the order's notify_url. */
    async payAndNotify(outTradeNo: string, now = bookingNow()) {
      const message = this.pay(outTradeNo, now);
      return deliver(order(outTradeNo).notifyUrl, message);
    },

    close() {
      // Hanging requests and kept-alive connections would hold the server open.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeWechatpay = Awaited<ReturnType<typeof startFakeWechatpay>>;
