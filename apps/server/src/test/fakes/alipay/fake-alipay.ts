import {
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  X509Certificate,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fenToYuan, yuanToFen } from '../../../lib/money';
import { certSn, rootCertSn } from '../../../modules/payment/alipay/alipay-cert-sn';
import type { AlipayCertificates } from '../../../modules/payment/alipay/alipay-client';
import { fromBeijingTime, toBeijingTime } from '../../../modules/payment/alipay/beijing-time';
import { tradeBillZip, type FakeAlipayBillRow } from './fake-trade-bill';
import type { TradeStatus } from '../../../modules/payment/alipay/trade-status';

/** An RSA key pair as PEM: PKCS#1 private (the SDK's default), SPKI public (as Alipay shows it). */
export interface PemKeyPair {
  privateKey: string;
  publicKey: string;
}

/** A fresh 2048-bit pair, as Alipay's key tool makes. */
export function rsaKeyPair(): PemKeyPair {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
}

/**
 * Alipay's signing string: the fields sorted by name, `key=value` joined by `&`, empty values and
 * `sign` left out; a notification leaves out `sign_type` too, a request keeps it.
 */
export function signingString(fields: Record<string, string>, omit: readonly string[] = ['sign']) {
  return Object.keys(fields)
    .filter((key) => !omit.includes(key) && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
}

export function rsa2Sign(content: string, privateKey: string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
}

export function rsa2Verify(content: string, sign: string, publicKey: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, sign, 'base64');
  } catch {
    return false;
  }
}

const NOTIFY_OMITS = ['sign', 'sign_type'] as const;

/** A notification's form body, signed the way Alipay signs it. */
export function signedNotification(fields: Record<string, string>, alipayPrivateKey: string) {
  const sign = rsa2Sign(signingString(fields, NOTIFY_OMITS), alipayPrivateKey);
  return new URLSearchParams({ ...fields, sign }).toString();
}

/** What the fake received: every request, with its refusal when it refused it. */
export interface FakeAlipayRequest {
  httpMethod: string;
  method: string;
  params: Record<string, string>;
  biz: Record<string, unknown>;
  refused?: string;
}

export type FakeAlipayFailure =
  | { kind: 'hang' }
  | { kind: 'status'; status: number }
  | { kind: 'refuse'; subCode: string; subMsg?: string };

/** The next bill download hangs, answers this status, or serves its ZIP cut short. */
export type FakeAlipayDownloadFailure =
  { kind: 'hang' } | { kind: 'status'; status: number } | { kind: 'truncate' };

/** A test's change to a day's bill: it gets the rows the fake booked and returns the bill's. */
export type AlipayBillEdit = (rows: FakeAlipayBillRow[]) => FakeAlipayBillRow[];

interface FakeTrade {
  outTradeNo: string;
  tradeNo: string;
  subject: string;
  totalFen: number;
  status: TradeStatus;
  notifyUrl?: string;
  /** Where the mobile web payment's page sends the buyer back to. */
  returnUrl?: string;
  timeExpire?: string;
  createdAt: number;
  paidAt?: number;
  refunds: Map<string, number>;
  /** When each refund was made, by its out_request_no: the day whose bill shows it. */
  refundedAt: Map<string, number>;
}

type Answer = Record<string, string>;

const GATEWAY_PATH = '/gateway.do';
/** Where bills are downloaded, as Alipay's bill centre serves them. */
const BILL_PATH = '/downloadBillFile.resource';
/** The seller's Alipay account (PID) whose bills the fake serves. */
const SELLER_ID = '2088102119685838';
/** The mobile web payment page's button posts here: the buyer pays and is sent back. */
const PAGE_PAY_PATH = '/wap/pay';
const MAX_BODY_BYTES = 64 * 1024;
const codeMessages: Record<string, string> = {
  '10000': 'Success',
  '40001': 'Missing Required Arguments',
  '40002': 'Invalid Arguments',
  '40004': 'Business Failed',
};

class Refusal {
  constructor(
    readonly code: '40001' | '40002' | '40004',
    readonly subCode: string,
    readonly subMsg: string,
  ) {}
}

const refuse = (code: Refusal['code'], subCode: string, subMsg = subCode) =>
  new Refusal(code, subCode, subMsg);

function text(biz: Record<string, unknown>, key: string): string | undefined {
  const value = biz[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function required(biz: Record<string, unknown>, key: string): string {
  const value = text(biz, key);
  if (value === undefined) throw refuse('40004', 'ACQ.INVALID_PARAMETER', `${key} is missing`);
  return value;
}

function amountFen(biz: Record<string, unknown>, key: string): number {
  const value = required(biz, key);
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(value) || yuanToFen(value) <= 0) {
    throw refuse('40004', 'ACQ.INVALID_PARAMETER', `${key} is not an amount`);
  }
  return yuanToFen(value);
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export type FakeAlipayOptions = {
  appId: string;
  /** Alipay's private key, to sign answers and notifications with. */
  alipayPrivateKey: string;
  now?: () => number;
} & (
  | {
      /** The app's public key, to check requests with (public-key mode). */
      appPublicKey: string;
      certificates?: undefined;
    }
  | {
      /**
       * Certificate mode: requests are checked with the app certificate's key and must name it
       * and the root file by their SNs; answers name Alipay's certificate.
       */
      certificates: AlipayCertificates;
      appPublicKey?: undefined;
    }
);

interface CertSns {
  appCertSn: string;
  rootCertSn: string;
  alipayCertSn: string;
}

/** The key that checks requests, and in certificate mode the SNs they and the answers carry. */
function trustOf(options: FakeAlipayOptions): { appPublicKey: string; sns?: CertSns } {
  if (options.certificates === undefined) return { appPublicKey: options.appPublicKey };
  const { appCert, alipayPublicCert, alipayRootCert } = options.certificates;
  return {
    appPublicKey: new X509Certificate(appCert).publicKey
      .export({ type: 'spki', format: 'pem' })
      .toString(),
    sns: {
      appCertSn: certSn(appCert),
      rootCertSn: rootCertSn(alipayRootCert),
      alipayCertSn: certSn(alipayPublicCert),
    },
  };
}

/**
 * Certificate mode's first check: the request names the app certificate and the root file Alipay
 * holds for the app (a missing SN reads as a wrong one), before their key checks the signature.
 */
function checkCertSns(params: Record<string, string>, expected: CertSns) {
  if (params.app_cert_sn !== expected.appCertSn) {
    throw refuse('40002', 'isv.app-cert-not-exist', '应用公钥证书不存在');
  }
  if (params.alipay_root_cert_sn !== expected.rootCertSn) {
    throw refuse('40002', 'isv.invalid-alipay-root-cert-sn', '无效支付宝根证书序列号');
  }
}

/**
 * A stand-in for Alipay's open platform gateway (gateway.do) on 127.0.0.1, for tests: it checks
 * each request's RSA2 signature with the app's public key and signs each answer with its own key,
 * as Alipay does, keeps trades, refunds and their states, and sends signed notifications.
 */
export async function startFakeAlipay(options: FakeAlipayOptions) {
  const now = options.now ?? (() => Date.now());
  const { appPublicKey, sns: certified } = trustOf(options);
  const trades = new Map<string, FakeTrade>();
  const received: FakeAlipayRequest[] = [];
  const failures: FakeAlipayFailure[] = [];
  const billEdits = new Map<string, AlipayBillEdit[]>();
  /** Bills asked for, by their download token. */
  const billFiles = new Map<string, Buffer>();
  const downloadFailures: FakeAlipayDownloadFailure[] = [];
  let origin = '';
  let tradeCount = 0;

  function newTrade(biz: Record<string, unknown>, params: Record<string, string>): FakeTrade {
    const outTradeNo = required(biz, 'out_trade_no');
    const totalFen = amountFen(biz, 'total_amount');
    const subject = required(biz, 'subject');
    const timeExpire = text(biz, 'time_expire');
    if (timeExpire !== undefined && fromBeijingTime(timeExpire) === undefined) {
      throw refuse('40004', 'ACQ.INVALID_PARAMETER', 'time_expire is not yyyy-MM-dd HH:mm:ss');
    }
    const existing = trades.get(outTradeNo);
    if (existing) {
      if (existing.status !== 'WAIT_BUYER_PAY') throw refuse('40004', 'ACQ.TRADE_HAS_SUCCESS');
      if (existing.totalFen !== totalFen) throw refuse('40004', 'ACQ.CONTEXT_INCONSISTENT');
      return existing;
    }
    tradeCount += 1;
    const trade: FakeTrade = {
      outTradeNo,
      tradeNo: `${toBeijingTime(now()).slice(0, 10).replaceAll('-', '')}2200100${String(tradeCount).padStart(8, '0')}`,
      subject,
      totalFen,
      status: 'WAIT_BUYER_PAY',
      notifyUrl: params.notify_url,
      timeExpire,
      createdAt: now(),
      refunds: new Map(),
      refundedAt: new Map(),
    };
    trades.set(outTradeNo, trade);
    return trade;
  }

  function tradeOf(biz: Record<string, unknown>): FakeTrade {
    const trade = trades.get(required(biz, 'out_trade_no'));
    if (!trade) throw refuse('40004', 'ACQ.TRADE_NOT_EXIST', '交易不存在');
    return trade;
  }

  const refunded = (trade: FakeTrade) => [...trade.refunds.values()].reduce((a, b) => a + b, 0);

  const methods: Record<
    string,
    (biz: Record<string, unknown>, params: Record<string, string>) => Answer
  > = {
    'alipay.trade.precreate'(biz, params) {
      const trade = newTrade(biz, params);
      return {
        out_trade_no: trade.outTradeNo,
        qr_code: `https://qr.alipay.com/fake${trade.tradeNo}`,
      };
    },

    'alipay.trade.query'(biz) {
      const trade = tradeOf(biz);
      return {
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        trade_status: trade.status,
        total_amount: fenToYuan(trade.totalFen),
        ...(trade.paidAt === undefined
          ? {}
          : { buyer_logon_id: '159****5620', send_pay_date: toBeijingTime(trade.paidAt) }),
      };
    },

    'alipay.trade.close'(biz) {
      const trade = tradeOf(biz);
      if (trade.status === 'TRADE_SUCCESS' || trade.status === 'TRADE_FINISHED') {
        throw refuse('40004', 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
      }
      trade.status = 'TRADE_CLOSED';
      return { trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo };
    },

    'alipay.trade.refund'(biz) {
      const trade = tradeOf(biz);
      const outRequestNo = text(biz, 'out_request_no') ?? trade.outTradeNo;
      const amount = amountFen(biz, 'refund_amount');
      const answer = (fundChange: 'Y' | 'N') => ({
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        fund_change: fundChange,
        refund_fee: fenToYuan(refunded(trade)),
      });
      // The same out_request_no is the same refund: answered again, the money moved once.
      if (trade.refunds.has(outRequestNo)) return answer('N');
      if (trade.paidAt === undefined)
        throw refuse('40004', 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
      if (amount > trade.totalFen - refunded(trade)) {
        throw refuse('40004', 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
      }
      trade.refunds.set(outRequestNo, amount);
      trade.refundedAt.set(outRequestNo, now());
      if (refunded(trade) === trade.totalFen) trade.status = 'TRADE_CLOSED';
      return answer('Y');
    },

    'alipay.data.dataservice.bill.downloadurl.query'(biz) {
      const day = required(biz, 'bill_date');
      if (required(biz, 'bill_type') !== 'trade' || !/^\d{4}-\d\d-\d\d$/.test(day)) {
        throw refuse('40004', 'isv.invalid_arguments', '入参不合法');
      }
      // Alipay makes a day's bill the next morning; before that it calls the date invalid.
      if (now() < Date.parse(`${day}T10:00:00+08:00`) + 86_400_000) {
        throw refuse('40004', 'isv.invalid_arguments', '入参不合法');
      }
      const rows = billRows(day);
      if (rows.length === 0) throw refuse('40004', 'isp.bill_not_exist', '账单不存在');
      const token = randomBytes(16).toString('hex');
      billFiles.set(token, tradeBillZip(SELLER_ID, day, rows, now()));
      const compact = day.replaceAll('-', '');
      const file = new URLSearchParams({
        bizType: 'trade',
        userId: SELLER_ID,
        fileType: 'csv.zip',
        bizDates: compact,
        downloadFileName: `${SELLER_ID}0156_${compact}.csv.zip`,
        fileId: `/trade/${SELLER_ID}/${compact}.csv.zip`,
        timestamp: String(Math.floor(now() / 1000)),
        token,
      });
      return { bill_download_url: `${origin}${BILL_PATH}?${file.toString()}` };
    },

    'alipay.trade.fastpay.refund.query'(biz) {
      const trade = tradeOf(biz);
      const outRequestNo = required(biz, 'out_request_no');
      const amount = trade.refunds.get(outRequestNo);
      const base = {
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        out_request_no: outRequestNo,
      };
      if (amount === undefined) return base;
      return {
        ...base,
        total_amount: fenToYuan(trade.totalFen),
        refund_amount: fenToYuan(amount),
        refund_status: 'REFUND_SUCCESS',
      };
    },
  };

  /** The rows of a day's bill: payments by when they were paid, refunds by when they were made. */
  function billRows(day: string): FakeAlipayBillRow[] {
    const rows: FakeAlipayBillRow[] = [];
    for (const trade of trades.values()) {
      const base = { tradeNo: trade.tradeNo, outTradeNo: trade.outTradeNo, subject: trade.subject };
      if (trade.paidAt !== undefined && toBeijingTime(trade.paidAt).startsWith(day)) {
        rows.push({
          ...base,
          type: '交易',
          createdAt: trade.createdAt,
          finishedAt: trade.paidAt,
          amount: trade.totalFen,
          outRequestNo: '',
        });
      }
      for (const [outRequestNo, at] of trade.refundedAt) {
        if (!toBeijingTime(at).startsWith(day)) continue;
        rows.push({
          ...base,
          type: '退款',
          createdAt: at,
          finishedAt: at,
          amount: -(trade.refunds.get(outRequestNo) ?? 0),
          outRequestNo,
        });
      }
    }
    rows.sort((a, b) => a.finishedAt - b.finishedAt);
    return (billEdits.get(day) ?? []).reduce((edited, edit) => edit(edited), rows);
  }

  /** A bill's ZIP, fetched with a plain GET at the address the signed answer gave. */
  function serveBill(url: URL, response: ServerResponse) {
    const failure = downloadFailures.shift();
    if (failure?.kind === 'hang') return;
    if (failure?.kind === 'status') {
      response.writeHead(failure.status, { 'content-type': 'text/html' }).end('<h1>error</h1>');
      return;
    }
    const file = billFiles.get(url.searchParams.get('token') ?? '');
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>文件不存在</h1>');
      return;
    }
    const body = failure?.kind === 'truncate' ? file.subarray(0, file.length >> 1) : file;
    response.writeHead(200, { 'content-type': 'application/oct-stream' }).end(body);
  }

  /** The answer's text, its `*_response` node signed over its exact JSON text. */
  function answerText(method: string, node: Answer): string {
    // Alipay escapes slashes; the signature covers the text exactly as sent.
    const nodeJson = JSON.stringify(node).replaceAll('/', '\\/');
    const sign = rsa2Sign(nodeJson, options.alipayPrivateKey);
    // In certificate mode the answer names the certificate whose key signed it.
    const cert = certified ? `"alipay_cert_sn":"${certified.alipayCertSn}",` : '';
    return `{"${method.replaceAll('.', '_')}_response":${nodeJson},${cert}"sign":"${sign}"}`;
  }

  /** Checks the common parameters and the signature; the business parameters come after. */
  function checkRequest(params: Record<string, string>): Record<string, unknown> {
    if (params.app_id !== options.appId)
      throw refuse('40002', 'isv.invalid-app-id', '无效的AppID参数');
    if (params.sign_type !== 'RSA2') throw refuse('40002', 'isv.invalid-signature-type');
    if (!params.timestamp || fromBeijingTime(params.timestamp) === undefined) {
      throw refuse('40002', 'isv.invalid-timestamp', '非法的时间戳参数');
    }
    if (certified) checkCertSns(params, certified);
    if (!params.sign) throw refuse('40001', 'isv.missing-signature', '缺少签名参数');
    if (!rsa2Verify(signingString(params), params.sign, appPublicKey)) {
      throw refuse('40002', 'isv.invalid-signature', '验签出错');
    }
    try {
      const biz: unknown = JSON.parse(params.biz_content ?? '{}');
      if (typeof biz === 'object' && biz !== null && !Array.isArray(biz)) {
        return biz as Record<string, unknown>;
      }
    } catch {
      // Refused below, as any biz_content that is not an object.
    }
    throw refuse('40002', 'isv.invalid-parameter', 'biz_content is not JSON');
  }

  /**
   * The buyer pays on the mobile web payment's page: the trade succeeds and the phone goes back to
   * return_url with Alipay's signed return fields. The notification is Alipay's own, sent apart
   * from the return (`notify`), so it may arrive after the buyer is back.
   */
  async function payOnPage(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    const trade = trades.get(form.get('out_trade_no') ?? '');
    if (!trade?.returnUrl || trade.status !== 'WAIT_BUYER_PAY') {
      response
        .writeHead(400, { 'content-type': 'text/html;charset=utf-8' })
        .end('<p>交易无法支付</p>');
      return;
    }
    trade.status = 'TRADE_SUCCESS';
    trade.paidAt = now();
    const fields: Record<string, string> = {
      charset: 'utf-8',
      out_trade_no: trade.outTradeNo,
      method: 'alipay.trade.wap.pay.return',
      total_amount: fenToYuan(trade.totalFen),
      trade_no: trade.tradeNo,
      auth_app_id: options.appId,
      version: '1.0',
      app_id: options.appId,
      sign_type: 'RSA2',
      seller_id: '2088102119685838',
      timestamp: toBeijingTime(now()),
    };
    const back = new URL(trade.returnUrl);
    for (const [key, value] of new URLSearchParams(
      signedNotification(fields, options.alipayPrivateKey),
    )) {
      back.searchParams.set(key, value);
    }
    response.writeHead(302, { location: back.toString() }).end();
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === PAGE_PAY_PATH && request.method === 'POST') {
      await payOnPage(request, response);
      return;
    }
    if (url.pathname === BILL_PATH && request.method === 'GET') {
      serveBill(url, response);
      return;
    }
    if (url.pathname !== GATEWAY_PATH) {
      response.writeHead(404).end();
      return;
    }
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    for (const [key, value] of new URLSearchParams(await readBody(request))) params[key] = value;
    const method = params.method ?? '';
    const entry: FakeAlipayRequest = { httpMethod: request.method ?? '', method, params, biz: {} };
    received.push(entry);

    const failure = failures.shift();
    if (failure?.kind === 'hang') return;
    if (failure?.kind === 'status') {
      response.writeHead(failure.status, { 'content-type': 'text/html' }).end('<h1>error</h1>');
      return;
    }

    const page = method === 'alipay.trade.wap.pay';
    let node: Answer;
    try {
      entry.biz = checkRequest(params);
      if (failure?.kind === 'refuse') {
        throw refuse('40004', failure.subCode, failure.subMsg ?? failure.subCode);
      }
      if (page) {
        const trade = newTrade(entry.biz, params);
        trade.returnUrl = params.return_url;
        response
          .writeHead(200, { 'content-type': 'text/html;charset=utf-8' })
          .end(
            `<title>支付宝</title><meta name="viewport" content="width=device-width">` +
              `<p>${escapeHtml(trade.subject)} ¥${fenToYuan(trade.totalFen)}</p>` +
              `<form method="post" action="${PAGE_PAY_PATH}">` +
              `<input type="hidden" name="out_trade_no" value="${escapeHtml(trade.outTradeNo)}">` +
              `<button type="submit">确认付款</button></form>`,
          );
        return;
      }
      const run = methods[method];
      if (!run) throw refuse('40002', 'isv.invalid-method', '不存在的方法名');
      node = { code: '10000', msg: codeMessages['10000'] ?? '', ...run(entry.biz, params) };
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      entry.refused = error.subCode;
      node = {
        code: error.code,
        msg: codeMessages[error.code] ?? '',
        sub_code: error.subCode,
        sub_msg: error.subMsg,
      };
    }
    if (page) {
      response
        .writeHead(400, { 'content-type': 'text/html;charset=utf-8' })
        .end(`<title>支付宝 - 错误</title><p>${node.sub_code}</p>`);
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html;charset=utf-8' })
      .end(answerText(method, node));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  /** The notification Alipay sends when a trade changes, as form fields (before signing). */
  function notificationFields(trade: FakeTrade): Record<string, string> {
    const paid: Record<string, string> =
      trade.paidAt === undefined ? {} : { gmt_payment: toBeijingTime(trade.paidAt) };
    const amount = fenToYuan(trade.totalFen);
    return {
      gmt_create: toBeijingTime(trade.createdAt),
      charset: 'utf-8',
      ...paid,
      notify_time: toBeijingTime(now()),
      subject: trade.subject,
      buyer_id: '2088102116773037',
      invoice_amount: amount,
      version: '1.0',
      notify_id: randomBytes(16).toString('hex'),
      fund_bill_list: JSON.stringify([{ amount, fundChannel: 'ALIPAYACCOUNT' }]),
      notify_type: 'trade_status_sync',
      out_trade_no: trade.outTradeNo,
      total_amount: amount,
      trade_status: trade.status,
      trade_no: trade.tradeNo,
      auth_app_id: options.appId,
      receipt_amount: amount,
      point_amount: '0.00',
      buyer_pay_amount: amount,
      app_id: options.appId,
      sign_type: 'RSA2',
      seller_id: '2088102119685838',
    };
  }

  function known(outTradeNo: string): FakeTrade {
    const trade = trades.get(outTradeNo);
    if (!trade) throw new Error(`the fake Alipay knows no trade ${outTradeNo}`);
    return trade;
  }

  return {
    gateway: `http://127.0.0.1:${port}${GATEWAY_PATH}`,
    received,
    trades,

    /** The next request fails this way (each failure is used once, in order). */
    failNext(failure: FakeAlipayFailure) {
      failures.push(failure);
    },

    /** The next bill download fails this way; the gateway's own answer is left alone. */
    failNextDownload(failure: FakeAlipayDownloadFailure) {
      downloadFailures.push(failure);
    },

    /** Changes the bill of `day` (YYYY-MM-DD): add, drop or alter rows; edits apply in order. */
    editBill(day: string, edit: AlipayBillEdit) {
      billEdits.set(day, [...(billEdits.get(day) ?? []), edit]);
    },

    /** The buyer pays: the trade succeeds and Alipay posts its notification to notify_url. */
    async pay(outTradeNo: string): Promise<{ status: number; body: string }> {
      this.payWithoutNotice(outTradeNo);
      return this.notify(outTradeNo);
    },

    /** The buyer pays and the notification is lost on its way: only a query tells. */
    payWithoutNotice(outTradeNo: string): void {
      const trade = known(outTradeNo);
      if (trade.status !== 'WAIT_BUYER_PAY') throw new Error(`trade ${outTradeNo} is not payable`);
      trade.status = 'TRADE_SUCCESS';
      trade.paidAt = now();
    },

    /**
     * The trade's notification as Alipay would send it now: its signed form body, `overrides`
     * applied before signing (a field set to undefined is left out).
     */
    notification(outTradeNo: string, overrides: Record<string, string | undefined> = {}) {
      const fields: Record<string, string> = {};
      for (const [key, value] of Object.entries({
        ...notificationFields(known(outTradeNo)),
        ...overrides,
      })) {
        if (value !== undefined) fields[key] = value;
      }
      return signedNotification(fields, options.alipayPrivateKey);
    },

    /** Posts the trade's notification to its notify_url, as Alipay does after a change. */
    async notify(outTradeNo: string): Promise<{ status: number; body: string }> {
      const trade = known(outTradeNo);
      if (!trade.notifyUrl) throw new Error(`trade ${outTradeNo} has no notify_url`);
      const response = await fetch(trade.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: this.notification(outTradeNo),
        signal: AbortSignal.timeout(10_000),
      });
      return { status: response.status, body: await response.text() };
    },

    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeAlipay = Awaited<ReturnType<typeof startFakeAlipay>>;
