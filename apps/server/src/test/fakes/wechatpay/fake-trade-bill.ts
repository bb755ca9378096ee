import { fenToYuan } from '../../../lib/money';

/**
 * The fake WeChat Pay's daily trade bill, written as the real one writes it (bill_type ALL):
 * a UTF-8 file with a byte order mark, CRLF lines, the 27 detail columns with every field led by a
 * backtick, then the summary.
 */

/** One row of a bill in WeChat Pay's own terms. Amounts in fen, time in ms. */
export interface FakeBillRow {
  time: number;
  transactionId: string;
  outTradeNo: string;
  tradeType: string;
  /** SUCCESS for a payment, REFUND for a refund. */
  tradeState: string;
  /** The order's amount. */
  amount: number;
  /** A refund's numbers and state; empty on a payment row. */
  refundId: string;
  outRefundNo: string;
  refundAmount: number;
  /** SUCCESS, PROCESSING, CLOSED or ABNORMAL. */
  refundStatus: string;
  description: string;
}

const HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,' +
  '付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,' +
  '退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';
const SUMMARY_HEADER =
  '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额';
const PAYER_OPENID = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o';

function wallClock(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The 0.6% fee in the bill's five places of yuan: fen × 6 is exactly that many 1/100000 yuan. */
function fee(fen: number): string {
  const units = Math.abs(fen) * 6;
  const sign = fen < 0 ? '-' : '';
  return `${sign}${Math.floor(units / 100_000)}.${String(units % 100_000).padStart(5, '0')}`;
}

const row = (fields: string[]) => fields.map((field) => `\`${field}`).join(',');

/** The bill's text, exactly the bytes the download serves (and hashes). */
export function tradeBillText(merchant: { appid: string; mchid: string }, rows: FakeBillRow[]) {
  const payments = rows.filter((r) => r.tradeState !== 'REFUND');
  const refunds = rows.filter((r) => r.tradeState === 'REFUND');
  const sum = (list: FakeBillRow[], of: (r: FakeBillRow) => number) =>
    list.reduce((total, r) => total + of(r), 0);
  const details = rows.map((r) => {
    const refund = r.tradeState === 'REFUND';
    return row([
      wallClock(r.time),
      merchant.appid,
      merchant.mchid,
      '0',
      '',
      r.transactionId,
      r.outTradeNo,
      PAYER_OPENID,
      r.tradeType,
      r.tradeState,
      'OTHERS',
      'CNY',
      refund ? '0.00' : fenToYuan(r.amount),
      '0.00',
      refund ? r.refundId : '0',
      refund ? r.outRefundNo : '0',
      fenToYuan(refund ? r.refundAmount : 0),
      '0.00',
      refund ? 'ORIGINAL' : '',
      refund ? r.refundStatus : '',
      r.description,
      '',
      fee(refund ? -r.refundAmount : r.amount),
      '0.60%',
      fenToYuan(r.amount),
      fenToYuan(refund ? r.refundAmount : 0),
      '',
    ]);
  });
  const summary = row([
    String(rows.length),
    fenToYuan(sum(payments, (r) => r.amount)),
    fenToYuan(sum(refunds, (r) => r.refundAmount)),
    '0.00',
    fee(sum(payments, (r) => r.amount) - sum(refunds, (r) => r.refundAmount)),
    fenToYuan(sum(payments, (r) => r.amount)),
    fenToYuan(sum(refunds, (r) => r.refundAmount)),
  ]);
  return `\uFEFF${[HEADER, ...details, SUMMARY_HEADER, summary].join('\r\n')}\r\n`;
}
