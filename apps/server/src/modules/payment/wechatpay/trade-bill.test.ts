import { describe, expect, it } from 'vitest';
import { parseTradeBill } from './trade-bill';

const HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,' +
  '付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,' +
  '退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';
const SUMMARY_HEADER =
  '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额';

/** A bill of 1 March 2026 as WeChat Pay writes it: a BOM, CRLF lines, backtick-led fields. */
const SAMPLE = [
  `\uFEFF${HEADER}`,
  '`2026-03-01 10:05:02,`wxd678efh567hg6787,`1900000109,`0,`,`4200002817202603014830316481,' +
    '`AT202600000001,`oUpF8uMuAJO_M2pxb1Q9zNjWeS6o,`NATIVE,`SUCCESS,`OTHERS,`CNY,`0.01,`0.00,' +
    '`0,`0,`0.00,`0.00,`,`,`Atelier - 数字版画 №3,`,`0.00006,`0.60%,`0.01,`0.00,`',
  '`2026-03-01 11:42:17,`wxd678efh567hg6787,`1900000109,`0,`,`4200002817202603014830316482,' +
    '`AT202600000002,`oUpF8uMuAJO_M2pxb1Q9zNjWeS6o,`MWEB,`SUCCESS,`CMB_DEBIT,`CNY,`1234.56,`0.00,' +
    '`0,`0,`0.00,`0.00,`,`,`原作, 限量 1/20,`,`7.40736,`0.60%,`1234.56,`0.00,`',
  '`2026-03-01 15:03:40,`wxd678efh567hg6787,`1900000109,`0,`,`4200002817202603014830316482,' +
    '`AT202600000002,`oUpF8uMuAJO_M2pxb1Q9zNjWeS6o,`MWEB,`REFUND,`CMB_DEBIT,`CNY,`0.00,`0.00,' +
    '`50302905412026030116484921347,`RAT202600000002,`1234.56,`0.00,`ORIGINAL,`SUCCESS,' +
    '`原作, 限量 1/20,`,`-7.40736,`0.60%,`1234.56,`1234.56,`',
  '`2026-03-01 16:10:00,`wxd678efh567hg6787,`1900000109,`0,`,`4200002817202603014830316483,' +
    '`AT202600000003,`oUpF8uMuAJO_M2pxb1Q9zNjWeS6o,`NATIVE,`REFUND,`OTHERS,`CNY,`0.00,`0.00,' +
    '`50302905412026030116484921348,`RAT202600000003-1,`20.00,`0.00,`ORIGINAL,`PROCESSING,' +
    '`版画,`,`-0.12000,`0.60%,`50.00,`20.00,`',
  '`2026-03-01 16:30:00,`wxd678efh567hg6787,`1900000109,`0,`,`4200002817202603014830316483,' +
    '`AT202600000003,`oUpF8uMuAJO_M2pxb1Q9zNjWeS6o,`NATIVE,`REFUND,`OTHERS,`CNY,`0.00,`0.00,' +
    '`50302905412026030116484921349,`RAT202600000003-2,`5.00,`0.00,`ORIGINAL,`ABNORMAL,' +
    '`版画,`,`-0.03000,`0.60%,`50.00,`5.00,`',
  SUMMARY_HEADER,
  '`5,`1234.57,`1259.56,`0.00,`-0.15000,`1234.57,`1259.56',
  '',
].join('\r\n');

const withRows = (...rows: string[]) => [HEADER, ...rows, SUMMARY_HEADER, '`0'].join('\r\n');
const sampleRows = SAMPLE.split('\r\n');

describe('parseTradeBill', () => {
  it('reads payments and refunds with their numbers and exact fen', () => {
    expect(parseTradeBill(SAMPLE)).toEqual([
      {
        kind: 'payment',
        sessionId: 'AT202600000001',
        refundNo: '',
        tradeNo: '4200002817202603014830316481',
        amount: 1,
        status: 'paid',
      },
      {
        kind: 'payment',
        sessionId: 'AT202600000002',
        refundNo: '',
        tradeNo: '4200002817202603014830316482',
        amount: 123_456,
        status: 'paid',
      },
      {
        kind: 'refund',
        sessionId: 'AT202600000002',
        refundNo: 'RAT202600000002',
        tradeNo: '4200002817202603014830316482',
        amount: 123_456,
        status: 'refunded',
      },
      {
        kind: 'refund',
        sessionId: 'AT202600000003',
        refundNo: 'RAT202600000003-1',
        tradeNo: '4200002817202603014830316483',
        amount: 2_000,
        status: 'refunding',
      },
      {
        kind: 'refund',
        sessionId: 'AT202600000003',
        refundNo: 'RAT202600000003-2',
        tradeNo: '4200002817202603014830316483',
        amount: 500,
        status: 'refund_failed',
      },
    ]);
  });

  it('reads LF lines and a file without a byte order mark alike', () => {
    expect(parseTradeBill(SAMPLE.replace('\uFEFF', '').replaceAll('\r\n', '\n'))).toEqual(
      parseTradeBill(SAMPLE),
    );
  });

  it('reads a bill with no detail rows as no lines', () => {
    expect(parseTradeBill(withRows())).toEqual([]);
  });

  it('refuses a bill cut short before its summary', () => {
    expect(() => parseTradeBill(sampleRows.slice(0, 3).join('\r\n'))).toThrow(/cut short/);
  });

  it('refuses a row of a trade state it does not know, rather than skip its money', () => {
    const revoked = (sampleRows[1] ?? '').replace('`SUCCESS', '`REVOKED');
    expect(() => parseTradeBill(withRows(revoked))).toThrow(/unknown trade state REVOKED/);
  });

  it('refuses an amount that is not yuan, and a row that is not a detail row', () => {
    // The order amount (订单金额) of the first row, mistyped.
    const odd = (sampleRows[1] ?? '').replace(/`0\.01,`0\.00,`$/, '`0.0x,`0.00,`');
    expect(() => parseTradeBill(withRows(odd))).toThrow(/not an amount: 0\.0x/);
    expect(() => parseTradeBill(withRows('2026-03-01 10:05:02,wxd678efh567hg6787'))).toThrow(
      /not a detail row/,
    );
  });

  it('refuses a bill whose header lacks a column it reads', () => {
    expect(() => parseTradeBill(SAMPLE.replace('商户退款单号', '退款单号'))).toThrow(
      /no column 商户退款单号/,
    );
  });
});
