import { strToU8, unzipSync, zipSync } from 'fflate';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { tradeBillZip } from '../../../test/fakes/alipay/fake-trade-bill';
import { detailCsvOf, parseTradeBill } from './trade-bill';

const HEADER =
  '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,' +
  '对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,' +
  '商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,' +
  '退款批次号/请求号,服务费（元）,分润（元）,备注';
const OPEN =
  '#-----------------------------------------业务明细列表----------------------------------------';
const CLOSE =
  '#-----------------------------------------业务明细列表结束------------------------------------';

/** A detail file of 1 March 2025 as Alipay writes it (once decoded from GBK). */
const SAMPLE = [
  '#支付宝业务明细查询',
  '#账号：[20881021196858380156]',
  '#起始日期：[2025年03月01日 00:00:00]   终止日期：[2025年03月02日 00:00:00]',
  OPEN,
  HEADER,
  '2025030122001411251431528301\t,A2025030100001\t,交易\t,Atelier 订单 A2025030100001\t,' +
    '2025-03-01 10:00:00\t,2025-03-01 10:00:07\t,\t,\t,\t,\t,159****5620\t,0.01\t,0.01\t,0.00\t,' +
    '0.00\t,0.00\t,0.00\t,0.00\t,\t,0.00\t,0.00\t,\t,0.00\t,0.00\t,\t',
  '2025030122001411251431528302\t,A2025030100002\t,交易\t,"原作, 限量 1/20"\t,' +
    '2025-03-01 11:20:00\t,2025-03-01 11:20:31\t,\t,\t,\t,\t,138****0001\t,1234.56\t,1234.56\t,' +
    '0.00\t,0.00\t,0.00\t,0.00\t,0.00\t,\t,0.00\t,0.00\t,\t,-7.41\t,0.00\t,\t',
  '2025030122001411251431528302\t,A2025030100002\t,退款\t,"原作, 限量 1/20"\t,' +
    '2025-03-01 15:02:11\t,2025-03-01 15:02:11\t,\t,\t,\t,\t,138****0001\t,-1234.56\t,-1234.56\t,' +
    '0.00\t,0.00\t,0.00\t,0.00\t,0.00\t,\t,0.00\t,0.00\t,A2025030100002-R1\t,7.41\t,0.00\t,\t',
  CLOSE,
  '#交易合计：2笔，商家实收共1234.57元，商家优惠共0.00元',
  '#退款合计：1笔，商家实收退款共-1234.56元，商家优惠退款共0.00元',
  '#导出时间：[2025年03月02日 09:12:33]',
  '',
].join('\r\n');

const SAMPLE_LINES = [
  {
    kind: 'payment',
    sessionId: 'A2025030100001',
    refundNo: '',
    tradeNo: '2025030122001411251431528301',
    amount: 1,
    status: 'paid',
  },
  {
    kind: 'payment',
    sessionId: 'A2025030100002',
    refundNo: '',
    tradeNo: '2025030122001411251431528302',
    amount: 123_456,
    status: 'paid',
  },
  {
    kind: 'refund',
    sessionId: 'A2025030100002',
    refundNo: 'A2025030100002-R1',
    tradeNo: '2025030122001411251431528302',
    amount: 123_456,
    status: 'refunded',
  },
];

const rowsOf = (text: string) => text.split('\r\n');

describe('parseTradeBill', () => {
  it('reads payments and refunds, tabs trimmed, a refund’s negative yuan as fen given back', () => {
    expect(parseTradeBill(SAMPLE)).toEqual(SAMPLE_LINES);
  });

  it('reads a day with no rows as no lines', () => {
    const rows = rowsOf(SAMPLE);
    expect(parseTradeBill([...rows.slice(0, 5), ...rows.slice(8)].join('\r\n'))).toEqual([]);
  });

  it('refuses a file cut short before its closing line', () => {
    expect(() => parseTradeBill(rowsOf(SAMPLE).slice(0, 7).join('\r\n'))).toThrow(/cut short/);
  });

  it('refuses a row of a type it does not know, or a payment of a negative amount', () => {
    const rows = rowsOf(SAMPLE);
    const frozen = [...rows];
    frozen[5] = (rows[5] ?? '').replace('交易', '冻结');
    expect(() => parseTradeBill(frozen.join('\r\n'))).toThrow(/a 冻结 of 0\.01/);
    const negative = [...rows];
    negative[5] = (rows[5] ?? '').replace(',0.01\t,0.01\t,', ',-0.01\t,-0.01\t,');
    expect(() => parseTradeBill(negative.join('\r\n'))).toThrow(/a 交易 of -0\.01/);
  });

  it('refuses an amount that is not yuan, a row out of step, a header without a column it reads', () => {
    expect(() => parseTradeBill(SAMPLE.replace(',0.01\t,0.01\t,', ',0.0x\t,0.01\t,'))).toThrow(
      /line 6: no amount/,
    );
    // An amount written with a thousands comma would shift every column after it.
    expect(() => parseTradeBill(SAMPLE.replace(',1234.56\t,', ',1,234.56\t,'))).toThrow(
      /line 7: not a row/,
    );
    expect(() => parseTradeBill(SAMPLE.replace('订单金额（元）', '订单金额'))).toThrow(
      /no column 订单金额（元）/,
    );
  });
});

describe('detailCsvOf', () => {
  it('finds the detail file among GBK names and decodes it from GBK, leaving the summary', () => {
    const zip = tradeBillZip(
      '2088102119685838',
      '2025-03-01',
      [
        {
          tradeNo: '2025030122001411251431528301',
          outTradeNo: 'A2025030100001',
          type: '交易',
          subject: '数字版画 №3',
          createdAt: Date.parse('2025-03-01T02:00:00Z'),
          finishedAt: Date.parse('2025-03-01T02:00:07Z'),
          amount: 1,
          outRequestNo: '',
        },
      ],
      Date.parse('2025-03-02T01:00:00Z'),
    );
    const names = Object.keys(unzipSync(zip)).map((name) =>
      iconv.decode(Buffer.from(name, 'latin1'), 'gbk'),
    );
    expect(names).toEqual([
      '20881021196858380156_20250301_业务明细.csv',
      '20881021196858380156_20250301_业务明细(汇总).csv',
    ]);
    const text = detailCsvOf(zip);
    expect(text).toContain('#支付宝业务明细查询');
    expect(text).toContain('数字版画 №3');
    expect(parseTradeBill(text)).toEqual([SAMPLE_LINES[0]]);
  });

  it('reads names flagged UTF-8 as they are', () => {
    const zip = zipSync({
      '20881021196858380156_20250301_业务明细(汇总).csv': iconv.encode('#汇总', 'gbk'),
      '20881021196858380156_20250301_业务明细.csv': iconv.encode(SAMPLE, 'gbk'),
    });
    expect(parseTradeBill(detailCsvOf(zip))).toEqual(SAMPLE_LINES);
  });

  it('refuses a ZIP without the detail file, or not a ZIP at all', () => {
    const summaryOnly = zipSync({ '2088_20250301_业务明细(汇总).csv': strToU8('#') });
    expect(() => detailCsvOf(summaryOnly)).toThrow(/0 detail files/);
    expect(() => detailCsvOf(strToU8('<h1>error</h1>'))).toThrow();
  });
});
