import { parseYuan } from '../../../lib/money';
import type { BillLine } from '../payment-gateway';

/**
 * WeChat Pay's daily trade bill (API v3 /v3/bill/tradebill, bill_type ALL): CSV whose first row
 * names the columns; each detail row follows with every field led by a backtick (so a spreadsheet
 * keeps long numbers as text); then a summary header (总交易单数, ...) and one summary row.
 * Amounts are yuan with two places.
 */

/** The columns the shop reads, by their names in the header row. */
const READ = [
  '微信订单号',
  '商户订单号',
  '交易状态',
  '订单金额',
  '商户退款单号',
  '退款金额',
  '退款状态',
] as const;
type Column = (typeof READ)[number];

const SUMMARY_HEADER = '总交易单数';

/** A refund's 退款状态 in the shop's terms: anything but done or under way has failed. */
function refundStatus(status: string): BillLine['status'] {
  if (status === 'SUCCESS') return 'refunded';
  if (status === 'PROCESSING') return 'refunding';
  return 'refund_failed';
}

/** Where each column the shop reads stands; throws when the header lacks one. */
function columnsOf(names: string[]): Map<Column, number> {
  const at = new Map<Column, number>();
  for (const name of READ) {
    const index = names.indexOf(name);
    if (index < 0) throw new Error(`WeChat Pay bill: no column ${name}`);
    at.set(name, index);
  }
  return at;
}

function fen(text: string, line: number): number {
  const amount = parseYuan(text);
  if (amount === undefined || amount < 0) {
    throw new Error(`WeChat Pay bill line ${line}: not an amount: ${text}`);
  }
  return amount;
}

/** The bill's lines; throws on a bill that cannot be read whole, rather than miss a line. */
export function parseTradeBill(text: string): BillLine[] {
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const names = (rows[0] ?? '').split(',').map((name) => name.trim());
  const at = columnsOf(names);
  const found: BillLine[] = [];
  for (let row = 1; row < rows.length; row += 1) {
    const raw = rows[row] ?? '';
    const line = row + 1;
    // The summary ends the details; a bill cut short never reaches it.
    if (raw.startsWith(SUMMARY_HEADER)) return found;
    if (raw.trim() === '') continue;
    // Split at ",`" rather than ",": a product name may hold a comma.
    const fields = raw.startsWith('`') ? raw.slice(1).split(',`') : [];
    if (fields.length !== names.length)
      throw new Error(`WeChat Pay bill line ${line}: not a detail row`);
    const field = (column: Column) => (fields[at.get(column) ?? -1] ?? '').trim();
    const base = { sessionId: field('商户订单号'), tradeNo: field('微信订单号') };
    const state = field('交易状态');
    if (state === 'SUCCESS') {
      found.push({
        kind: 'payment',
        ...base,
        refundNo: '',
        amount: fen(field('订单金额'), line),
        status: 'paid',
      });
    } else if (state === 'REFUND') {
      found.push({
        kind: 'refund',
        ...base,
        refundNo: field('商户退款单号'),
        amount: fen(field('退款金额'), line),
        status: refundStatus(field('退款状态')),
      });
    } else {
      throw new Error(`WeChat Pay bill line ${line}: unknown trade state ${state}`);
    }
  }
  throw new Error('WeChat Pay bill: no summary, the file is cut short');
}
