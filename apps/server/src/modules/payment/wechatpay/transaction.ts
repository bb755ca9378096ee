import type { PaymentStatus } from '@atelier/contract';
import { z } from 'zod';

/** WeChat Pay's states of a transaction (API v3 `trade_state`). */
export const TRADE_STATES = [
  'SUCCESS',
  'REFUND',
  'NOTPAY',
  'CLOSED',
  'REVOKED',
  'USERPAYING',
  'PAYERROR',
] as const;
export type TradeState = (typeof TRADE_STATES)[number];

/**
 * What a trade state means to the shop. REFUND ("转入退款") means the money was paid and a refund
 * has since been asked for; CLOSED, REVOKED and PAYERROR can no longer be paid.
 */
export const tradeStatus: Record<TradeState, PaymentStatus> = {
  SUCCESS: 'paid',
  REFUND: 'refunded',
  NOTPAY: 'pending',
  USERPAYING: 'pending',
  CLOSED: 'failed',
  REVOKED: 'failed',
  PAYERROR: 'failed',
};

export const REFUND_STATUSES = ['SUCCESS', 'CLOSED', 'PROCESSING', 'ABNORMAL'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** `out_trade_no` and `out_refund_no`: 6 to 32 of these characters, per WeChat Pay. */
export const OUT_NO = /^[A-Za-z0-9_\-|*]{6,32}$/;

const fen = z.number().int().min(0);
const rfc3339 = z.string().refine((text) => !Number.isNaN(Date.parse(text)));

/** A transaction as a query answers it and a payment notification carries it. */
export const transactionWire = z.object({
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_state: z.enum(TRADE_STATES),
  success_time: rfc3339.optional(),
  amount: z.object({ total: fen, currency: z.string().optional() }),
});

/** A refund as the refund call and query answer it (the fields the shop uses). */
export const refundWire = z.object({
  refund_id: z.string(),
  out_refund_no: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string(),
  status: z.enum(REFUND_STATUSES),
  success_time: rfc3339.optional(),
  amount: z.object({ refund: fen, total: fen }),
});

/** A refund as its notification carries it: `refund_status`, not `status`. */
export const refundNoticeWire = refundWire
  .omit({ status: true })
  .extend({ mchid: z.string(), refund_status: z.enum(REFUND_STATUSES) });

/** A transaction in the shop's terms. Amount in fen, times in ms. */
export interface WechatpayTransaction {
  outTradeNo: string;
  /** WeChat Pay's own number, once the customer has paid. */
  transactionId: string | undefined;
  tradeState: TradeState;
  status: PaymentStatus;
  amount: number;
  paidAt: number | undefined;
}

/** A refund in the shop's terms. Amounts in fen, times in ms. */
export interface WechatpayRefund {
  outRefundNo: string;
  refundId: string;
  outTradeNo: string;
  transactionId: string;
  status: RefundStatus;
  amount: number;
  total: number;
  refundedAt: number | undefined;
}

function time(text: string | undefined): number | undefined {
  return text === undefined ? undefined : Date.parse(text);
}

export function toTransaction(wire: z.infer<typeof transactionWire>): WechatpayTransaction {
  return {
    outTradeNo: wire.out_trade_no,
    transactionId: wire.transaction_id || undefined,
    tradeState: wire.trade_state,
    status: tradeStatus[wire.trade_state],
    amount: wire.amount.total,
    paidAt: time(wire.success_time),
  };
}

export function toRefund(
  wire: Omit<z.infer<typeof refundWire>, 'status'>,
  status: RefundStatus,
): WechatpayRefund {
  return {
    outRefundNo: wire.out_refund_no,
    refundId: wire.refund_id,
    outTradeNo: wire.out_trade_no,
    transactionId: wire.transaction_id,
    status,
    amount: wire.amount.refund,
    total: wire.amount.total,
    refundedAt: time(wire.success_time),
  };
}

/** `time_expire`: RFC 3339 in China Standard Time, as WeChat Pay's examples write it. */
export function toChinaTime(ms: number): string {
  const wall = new Date(Math.floor(ms / 1000) * 1000 + 8 * 3_600_000).toISOString();
  return `${wall.slice(0, 19)}+08:00`;
}
