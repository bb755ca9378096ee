import { crc32, deflateRawSync } from 'node:zlib';
import iconv from 'iconv-lite';
import { fenToYuan } from '../../../lib/money';
import { toBeijingTime } from '../../../modules/payment/alipay/beijing-time';

/**
 * The fake Alipay's daily trade bill, made as Alipay makes it: a ZIP whose two CSV files, the
 * detail (…_业务明细.csv) and its summary (…_业务明细(汇总).csv), are GBK, named in GBK too
 * (without the ZIP's UTF-8 flag), with `#` lines around the rows and fields padded with a tab.
 */

/** One row of the detail file in Alipay's own terms. Amounts in fen, times in ms. */
export interface FakeAlipayBillRow {
  tradeNo: string;
  outTradeNo: string;
  /** 业务类型: 交易 for a payment, 退款 for a refund. */
  type: string;
  subject: string;
  createdAt: number;
  finishedAt: number;
  /** 订单金额 as Alipay shows it: a refund's negative. */
  amount: number;
  /** A refund's out_request_no (退款批次号/请求号); empty on a payment. */
  outRequestNo: string;
}

const LINE = '#-----------------------------------------';
const HEADER =
  '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,' +
  '对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,' +
  '商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,' +
  '退款批次号/请求号,服务费（元）,分润（元）,备注';

/** 2025年03月01日 00:00:00, as the files' `#` lines write a time. */
function longTime(ms: number): string {
  const [date = '', time = ''] = toBeijingTime(ms).split(' ');
  const [y, m, d] = date.split('-');
  return `${y}年${m}月${d}日 ${time}`;
}

/** The 0.6% service fee, rounded to the fen as Alipay charges it. */
const fee = (fen: number) => Math.round((fen * 6) / 1000);

const row = (fields: string[]) => fields.map((field) => `${field}\t`).join(',');

function detailCsv(account: string, day: string, rows: FakeAlipayBillRow[], now: number) {
  const start = Date.parse(`${day}T00:00:00+08:00`);
  const payments = rows.filter((r) => r.type !== '退款');
  const refunds = rows.filter((r) => r.type === '退款');
  const sum = (list: FakeAlipayBillRow[]) => list.reduce((total, r) => total + r.amount, 0);
  return [
    '#支付宝业务明细查询',
    `#账号：[${account}]`,
    `#起始日期：[${longTime(start)}]   终止日期：[${longTime(start + 86_400_000)}]`,
    `${LINE}业务明细列表----------------------------------------`,
    HEADER,
    ...rows.map((r) =>
      row([
        r.tradeNo,
        r.outTradeNo,
        r.type,
        r.subject,
        toBeijingTime(r.createdAt),
        toBeijingTime(r.finishedAt),
        '',
        '',
        '',
        '',
        '159****5620',
        fenToYuan(r.amount),
        fenToYuan(r.amount),
        '0.00',
        '0.00',
        '0.00',
        '0.00',
        '0.00',
        '',
        '0.00',
        '0.00',
        r.outRequestNo,
        fenToYuan(-fee(r.amount)),
        '0.00',
        '',
      ]),
    ),
    `${LINE}业务明细列表结束------------------------------------`,
    `#交易合计：${payments.length}笔，商家实收共${fenToYuan(sum(payments))}元，商家优惠共0.00元`,
    `#退款合计：${refunds.length}笔，商家实收退款共${fenToYuan(sum(refunds))}元，商家优惠退款共0.00元`,
    `#导出时间：[${longTime(now)}]`,
    '',
  ].join('\r\n');
}

function summaryCsv(account: string, day: string, rows: FakeAlipayBillRow[], now: number) {
  const start = Date.parse(`${day}T00:00:00+08:00`);
  const total = rows.reduce((sum, r) => sum + r.amount, 0);
  return [
    '#支付宝业务汇总查询',
    `#账号：[${account}]`,
    `#起始日期：[${longTime(start)}]   终止日期：[${longTime(start + 86_400_000)}]`,
    `${LINE}业务汇总列表----------------------------------------`,
    '门店编号,门店名称,交易订单总笔数,退款订单总笔数,订单金额（元）,商家实收（元）,服务费（元）',
    row(['', '', String(rows.length), '0', fenToYuan(total), fenToYuan(total), '0.00']),
    `${LINE}业务汇总列表结束------------------------------------`,
    `#导出时间：[${longTime(now)}]`,
    '',
  ].join('\r\n');
}

/** A ZIP of deflated files under names given as bytes, as Alipay's archiver writes them. */
function zip(files: { name: Buffer; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of files) {
    const packed = deflateRawSync(data);
    // Version 2.0, no flags (so no UTF-8 name), deflate, 00:00 on 1 Jan 1980.
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(0, at);
      header.writeUInt16LE(8, at + 2);
      header.writeUInt16LE(0, at + 4);
      header.writeUInt16LE(0x21, at + 6);
      header.writeUInt32LE(crc32(data), at + 8);
      header.writeUInt32LE(packed.length, at + 12);
      header.writeUInt32LE(data.length, at + 16);
      header.writeUInt16LE(name.length, at + 20);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    fields(local, 6);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    fields(central, 8);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The bill of `day` (YYYY-MM-DD) for the seller `account`, as the download serves it. */
export function tradeBillZip(
  account: string,
  day: string,
  rows: FakeAlipayBillRow[],
  now: number,
): Buffer {
  const stem = `${account}0156_${day.replaceAll('-', '')}`;
  const gbk = (text: string) => iconv.encode(text, 'gbk');
  return zip([
    { name: gbk(`${stem}_业务明细.csv`), data: gbk(detailCsv(account, day, rows, now)) },
    { name: gbk(`${stem}_业务明细(汇总).csv`), data: gbk(summaryCsv(account, day, rows, now)) },
  ]);
}
