import { AlipayRequestError, AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { z } from 'zod';
import { systemClock, type Clock } from '../../../lib/clock';
import { fenToYuan, yuanToFen } from '../../../lib/money';
import { checkBillDay } from '../bill-day';
import type { BillLine, GatewaySession } from '../payment-gateway';
import { AlipayAnswerError, AlipayRefusedError, AlipayUnavailableError } from './alipay-errors';
import { toBeijingTime } from './beijing-time';
import { verifyNotification } from './notification';
import { detailCsvOf, parseTradeBill } from './trade-bill';
import { paymentStatusOf, TRADE_STATUSES, yuanText, type TradeStatus } from './trade-status';

export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';
/** Long enough for Alipay's usual sub-second answers, short enough to fail a checkout in time. */
export const ALIPAY_TIMEOUT_MS = 5_000;
const SUCCESS = '10000';
const TRADE_NOT_EXIST = 'ACQ.TRADE_NOT_EXIST';
/** No bill for the day: Alipay booked no trade then. */
const BILL_NOT_EXIST = 'isp.bill_not_exist';
/** A well-formed day whose bill Alipay has not made yet (today's, or before the next morning). */
const BILL_NOT_MADE = 'isv.invalid_arguments';

/** Certificate mode's three files, PEM, as Alipay hands them out. */
export interface AlipayCertificates {
  /** The app's public-key certificate (appCertPublicKey_<app id>.crt). */
  appCert: string;
  /** Alipay's public-key certificate (alipayCertPublicKey_RSA2.crt): its key checks Alipay. */
  alipayPublicCert: string;
  /** Alipay's root certificates, several in one file (alipayRootCert.crt). */
  alipayRootCert: string;
}

/** Exactly one of `alipayPublicKey` (public-key mode) and `certificates` (certificate mode). */
export interface AlipayConfig {
  appId: string;
  /** The app's RSA2 private key, PEM (PKCS#1 or PKCS#8). */
  privateKey: string;
  /** Alipay's public key for this app (public-key mode), PEM. */
  alipayPublicKey?: string;
  /** Certificate mode, which Alipay requires for fund transfers. */
  certificates?: AlipayCertificates;
  gateway?: string;
  /** Where Alipay posts its asynchronous notifications. */
  notifyUrl: string;
  timeoutMs?: number;
  clock?: Clock;
}

/** An order to be paid: `amountFen` until `expiresAt` (ms). */
export interface AlipayOrder {
  outTradeNo: string;
  subject: string;
  amountFen: number;
  expiresAt: number;
}

/** Alipay's view of a trade. Amount in fen. */
export interface AlipayTrade extends GatewaySession {
  tradeNo: string;
  tradeStatus: TradeStatus;
}

const precreateAnswer = z.object({ out_trade_no: z.string(), qr_code: z.string().min(1) });
const queryAnswer = z.object({
  trade_no: z.string(),
  out_trade_no: z.string(),
  trade_status: z.enum(TRADE_STATUSES),
  total_amount: yuanText,
  send_pay_date: z.string().optional(),
});
const refundAnswer = z.object({ fund_change: z.enum(['Y', 'N']), refund_fee: yuanText });
const refundQueryAnswer = z.object({
  refund_amount: yuanText.optional(),
  refund_status: z.string().optional(),
});
const billUrlAnswer = z.object({ bill_download_url: z.string().regex(/^https?:\/\//) });

/** The SDK's keys in the PEM forms it expects; a broken key fails here, at start-up. */
function pemKeys(config: AlipayConfig) {
  const privateKey = createPrivateKey(config.privateKey)
    .export({ type: 'pkcs1', format: 'pem' })
    .toString();
  const { alipayPublicKey, certificates } = config;
  const oneMode = 'alipayClient: give either an Alipay public key or the certificates';
  if (certificates) {
    if (alipayPublicKey !== undefined) throw new Error(oneMode);
    // The SDK works out app_cert_sn and alipay_root_cert_sn from these, sends them with every
    // request, and checks answers and notifications with the key of Alipay's certificate.
    return {
      privateKey,
      appCertContent: certificates.appCert,
      alipayPublicCertContent: certificates.alipayPublicCert,
      alipayRootCertContent: certificates.alipayRootCert,
    };
  }
  if (alipayPublicKey === undefined) throw new Error(oneMode);
  return {
    privateKey,
    alipayPublicKey: createPublicKey(alipayPublicKey)
      .export({ type: 'spki', format: 'pem' })
      .toString(),
  };
}

/** Why exec threw: the SDK says it only in its error's fields and message. */
function classify(method: string, error: unknown): Error {
  if (error instanceof AlipayRequestError) {
    // No body at all: the connection failed or timed out.
    if (error.responseDataRaw === undefined)
      return new AlipayUnavailableError(method, { cause: error });
    const status = Number(/status: (\d{3})/.exec(error.message)?.[1]);
    if (status >= 500) return new AlipayUnavailableError(method, { cause: error });
  }
  return new AlipayAnswerError(method, { cause: error });
}

/**
 * Alipay's open platform through its official SDK, on the classic gateway.do protocol: requests
 * signed with the app's key (RSA2), answers and notifications checked with Alipay's public key
 * (in certificate mode, the key of Alipay's public certificate).
 * The shop counts in fen; Alipay in yuan as text, converted here only.
 */
export function alipayClient(config: AlipayConfig) {
  const clock = config.clock ?? systemClock;
  const timeoutMs = config.timeoutMs ?? ALIPAY_TIMEOUT_MS;
  const sdk = new AlipaySdk({
    appId: config.appId,
    ...pemKeys(config),
    keyType: 'PKCS1',
    signType: 'RSA2',
    gateway: config.gateway ?? ALIPAY_GATEWAY,
    timeout: timeoutMs,
    // Alipay's own field names, as its documentation and notifications spell them.
    camelcase: false,
  });

  /** Common parameters beside the SDK's: its own timestamp is the server's local time. */
  const common = () => ({ timestamp: toBeijingTime(clock.now()) });

  async function call(
    method: string,
    bizContent: Record<string, unknown>,
    extra: Record<string, string> = {},
  ): Promise<AlipaySdkCommonResult> {
    let answer: AlipaySdkCommonResult;
    try {
      answer = await sdk.exec(
        method,
        { ...common(), ...extra, bizContent },
        { validateSign: true },
      );
    } catch (error) {
      throw classify(method, error);
    }
    if (answer.code !== SUCCESS) {
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      throw new AlipayRefusedError(
        method,
        String(answer.code),
        text(answer.sub_code),
        text(answer.sub_msg),
      );
    }
    return answer;
  }

  function read<T>(method: string, schema: z.ZodType<T>, answer: unknown): T {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new AlipayAnswerError(method, { cause: parsed.error });
    return parsed.data;
  }

  const isTradeNotExist = (error: unknown) =>
    error instanceof AlipayRefusedError && error.subCode === TRADE_NOT_EXIST;

  const payment = (order: AlipayOrder) => ({
    out_trade_no: order.outTradeNo,
    total_amount: fenToYuan(order.amountFen),
    subject: order.subject,
    time_expire: toBeijingTime(order.expiresAt),
  });

  return {
    /** A QR code for a desktop screen, scanned with the Alipay app (face-to-face payment). */
    async precreate(order: AlipayOrder): Promise<{ qrCode: string }> {
      const method = 'alipay.trade.precreate';
      const answer = await call(method, payment(order), { notifyUrl: config.notifyUrl });
      return { qrCode: read(method, precreateAnswer, answer).qr_code };
    },

    /**
     * The address a phone's browser is sent to for mobile web payment: a signed GET to the
     * gateway, made without a call. Alipay returns the buyer to `returnUrl` when paid, to
     * `quitUrl` when they give up.
     */
    wapPayUrl(order: AlipayOrder & { returnUrl: string; quitUrl: string }): string {
      return sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
        ...common(),
        notifyUrl: config.notifyUrl,
        returnUrl: order.returnUrl,
        bizContent: { ...payment(order), product_code: 'QUICK_WAP_WAY', quit_url: order.quitUrl },
      });
    },

    /**
     * Alipay's view of a trade; undefined when it knows none by that number, which is also the
     * answer for a QR code nobody has scanned yet.
     */
    async query(outTradeNo: string): Promise<AlipayTrade | undefined> {
      const method = 'alipay.trade.query';
      let answer: AlipaySdkCommonResult;
      try {
        answer = await call(method, { out_trade_no: outTradeNo });
      } catch (error) {
        if (isTradeNotExist(error)) return undefined;
        throw error;
      }
      const trade = read(method, queryAnswer, answer);
      return {
        tradeNo: trade.trade_no,
        tradeStatus: trade.trade_status,
        status: paymentStatusOf(trade.trade_status, trade.send_pay_date !== undefined),
        amount: yuanToFen(trade.total_amount),
      };
    },

    /**
     * Closes an unpaid trade, so it can no longer be paid. False when Alipay knows no such trade
     * (an unscanned QR code): nothing can pay it either. A paid trade is refused.
     */
    async close(outTradeNo: string): Promise<boolean> {
      try {
        await call('alipay.trade.close', { out_trade_no: outTradeNo });
        return true;
      } catch (error) {
        if (isTradeNotExist(error)) return false;
        throw error;
      }
    },

    /**
     * Returns `amountFen` of a paid trade. `outRequestNo` names this refund: a retry with the same
     * number is the same refund, and Alipay moves the money once (`fundChange` false the second
     * time). `refundedFen` is the trade's refunded total.
     */
    async refund(refund: {
      outTradeNo: string;
      outRequestNo: string;
      amountFen: number;
      reason?: string;
    }): Promise<{ refundedFen: number; fundChange: boolean }> {
      const method = 'alipay.trade.refund';
      const answer = await call(method, {
        out_trade_no: refund.outTradeNo,
        out_request_no: refund.outRequestNo,
        refund_amount: fenToYuan(refund.amountFen),
        ...(refund.reason === undefined ? {} : { refund_reason: refund.reason }),
      });
      const result = read(method, refundAnswer, answer);
      return { refundedFen: yuanToFen(result.refund_fee), fundChange: result.fund_change === 'Y' };
    },

    /** A refund made earlier, by its number; undefined when Alipay has no such refund done. */
    async refundQuery(refund: {
      outTradeNo: string;
      outRequestNo: string;
    }): Promise<{ amountFen: number } | undefined> {
      const method = 'alipay.trade.fastpay.refund.query';
      let answer: AlipaySdkCommonResult;
      try {
        answer = await call(method, {
          out_trade_no: refund.outTradeNo,
          out_request_no: refund.outRequestNo,
        });
      } catch (error) {
        if (isTradeNotExist(error)) return undefined;
        throw error;
      }
      const result = read(method, refundQueryAnswer, answer);
      // An unknown refund is answered with success and no amount; a status, when given, says done.
      const { refund_amount: amount, refund_status: status } = result;
      if (amount === undefined || (status !== undefined && status !== 'REFUND_SUCCESS')) {
        return undefined;
      }
      return { amountFen: yuanToFen(amount) };
    },

    /**
     * The trade bill of `day` (YYYY-MM-DD, Beijing time): every payment and refund Alipay booked
     * that day, none when it booked none (isp.bill_not_exist). A bill not made yet, or a download
     * that fails, is `AlipayUnavailableError`; a file that cannot be read, `AlipayAnswerError`.
     */
    async tradeBill(day: string): Promise<BillLine[]> {
      checkBillDay(day);
      const method = 'alipay.data.dataservice.bill.downloadurl.query';
      let answer: AlipaySdkCommonResult;
      try {
        answer = await call(method, { bill_type: 'trade', bill_date: day });
      } catch (error) {
        if (error instanceof AlipayRefusedError && error.subCode === BILL_NOT_EXIST) return [];
        // The day was checked above, so an invalid argument can only be a bill not made yet.
        if (error instanceof AlipayRefusedError && error.subCode === BILL_NOT_MADE) {
          throw new AlipayUnavailableError(method, { cause: error });
        }
        throw error;
      }
      const address = read(method, billUrlAnswer, answer).bill_download_url;
      let zip: Uint8Array;
      try {
        // A plain GET: the address, valid for a short while, is its own authority.
        const response = await fetch(address, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new Error(`bill download: HTTP ${response.status}`);
        zip = new Uint8Array(await response.arrayBuffer());
      } catch (error) {
        throw new AlipayUnavailableError(method, { cause: error });
      }
      try {
        return parseTradeBill(detailCsvOf(zip));
      } catch (error) {
        throw new AlipayAnswerError(method, { cause: error });
      }
    },

    /** Checks a notification's raw form body; never throws. */
    verifyNotification(rawBody: string, now: number) {
      return verifyNotification(sdk, config.appId, rawBody, now);
    },
  };
}
export type AlipayClient = ReturnType<typeof alipayClient>;
