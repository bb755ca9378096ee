import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import iconv from 'iconv-lite';
import { parseYuan } from '../../../lib/money';
import type { BillLine } from '../payment-gateway';

/**
 * Alipay's daily trade bill (alipay.data.dataservice.bill.downloadurl.query, bill_type trade): a
 * ZIP of GBK-encoded CSV files. The detail file (…_业务明细.csv) has `#` lines above and below a
 * header row and one row per payment (业务类型 交易) or refund (退款), fields padded with tabs;
 * the summary beside it (…_业务明细(汇总).csv) only adds them up. Amounts are yuan, a refund's
 * negative.
 */

const DETAIL_SUFFIX = '_业务明细.csv';
/** A shop's day of trades is far below this; a larger file is not a bill. */
const MAX_DETAIL_BYTES = 64 * 1024 * 1024;
/** GB18030 reads every GBK file, and the rare characters GBK lacks. */
const ENCODING = 'gb18030';

const READ = [
  '支付宝交易号',
  '商户订单号',
  '业务类型',
  '订单金额（元）',
  '退款批次号/请求号',
] as const;
type Column = (typeof READ)[number];

/**
 * A ZIP entry's name. Alipay writes it in GBK without the UTF-8 flag, which the unzipper reads
 * byte for byte as Latin-1; a name flagged UTF-8 has arrived whole.
 */
function entryName(name: string): string {
  const bytewise = [...name].every((char) => char.charCodeAt(0) <= 0xff);
  return bytewise ? iconv.decode(Buffer.from(name, 'latin1'), ENCODING) : name;
}

/** The detail file's text from the bill's ZIP. */
export function detailCsvOf(zip: Uint8Array): string {
  const files = unzipSync(zip, {
    filter: (file) => {
      if (!entryName(file.name).endsWith(DETAIL_SUFFIX)) return false;
      if (file.originalSize > MAX_DETAIL_BYTES) throw new Error('Alipay bill: detail too large');
      return true;
    },
  });
  const details = Object.values(files);
  if (details.length !== 1) throw new Error(`Alipay bill: ${details.length} detail files`);
  return iconv.decode(Buffer.from(details[0] ?? []), ENCODING);
}

function columnsOf(names: string[]): Map<Column, number> {
  const at = new Map<Column, number>();
  for (const name of READ) {
    const index = names.indexOf(name);
    if (index < 0) throw new Error(`Alipay bill: no column ${name}`);
    at.set(name, index);
  }
  return at;
}

/** The detail file's lines; throws on a file that cannot be read whole, rather than miss a line. */
export function parseTradeBill(text: string): BillLine[] {
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const top = rows.findIndex((row) => row.trim() !== '' && !row.startsWith('#'));
  // The closing marker is Alipay's only sign that the file is whole.
  const end = rows.findIndex((row) => row.startsWith('#') && row.includes('业务明细列表结束'));
  if (top < 0 || end < top) throw new Error('Alipay bill: no header, or cut short');
  const records = parse(rows.slice(top, end).join('\n'), {
    relax_column_count: true,
    skip_empty_lines: true,
    // Alipay pads every field with a tab, after a quoted one's closing quote too.
    trim: true,
  });
  const [names = [], ...details] = records;
  const at = columnsOf(names);
  return details.map((fields, index): BillLine => {
    const field = (column: Column) => fields[at.get(column) ?? -1] ?? '';
    const line = top + index + 2;
    // A field split by a stray comma would shift every column after it.
    if (fields.length !== names.length) throw new Error(`Alipay bill line ${line}: not a row`);
    const amount = parseYuan(field('订单金额（元）'));
    if (amount === undefined) throw new Error(`Alipay bill line ${line}: no amount`);
    const base = { sessionId: field('商户订单号'), tradeNo: field('支付宝交易号') };
    const type = field('业务类型');
    if (type === '交易' && amount >= 0) {
      return { kind: 'payment', ...base, refundNo: '', amount, status: 'paid' };
    }
    if (type === '退款') {
      // Alipay shows the money going back as negative; the shop counts it given back.
      return {
        kind: 'refund',
        ...base,
        refundNo: field('退款批次号/请求号'),
        amount: Math.abs(amount),
        status: 'refunded',
      };
    }
    throw new Error(`Alipay bill line ${line}: a ${type} of ${field('订单金额（元）')}`);
  });
}
