import type { Lang } from '@atelier/contract';
import { consoleOrderStatus } from '../../i18n/console/order-status';
import { t, type MessageKey } from '../../i18n/messages';
import { fenToYuan } from '../../lib/money';
import { spreadsheetCsv } from '../../lib/spreadsheet-csv';
import { minuteIn } from '../../lib/time';
import type { Buyer } from '../account/buyer-directory-service';
import type { ConsoleOrderRow } from './order-console-repository';

const COLUMNS = [
  'order_no',
  'created_at',
  'status',
  'type',
  'buyer',
  'buyer_mobile',
  'recipient',
  'recipient_mobile',
  'address',
  'total_amount',
  'total_score',
  'pay_method',
  'paid_at',
  'carrier',
  'tracking_no',
  'shipped_at',
] as const;

/** "2026-03-14 15:30" on the shop's wall clock, as staff read times in a spreadsheet. */
function localTime(ms: number | null, timeZone: string): string {
  return ms === null ? '' : minuteIn(ms, timeZone);
}

/** The orders as a CSV with a header row in the reader's language. */
export function exportCsv(
  rows: readonly ConsoleOrderRow[],
  buyers: Map<number, Buyer>,
  lang: Lang,
  timeZone: string,
  now: number,
): { filename: string; csv: string } {
  const header = COLUMNS.map((column) => t(lang, `orderExport.${column}` as MessageKey));
  const lines = rows.map((row) => {
    const buyer = buyers.get(row.user_id);
    return [
      row.order_no,
      localTime(row.created_at, timeZone),
      consoleOrderStatus[row.status][lang],
      t(lang, `orderMall.${row.type}`),
      buyer?.username ?? '',
      buyer?.mobile ?? '',
      row.recipient_name,
      row.recipient_mobile,
      `${row.province}${row.city}${row.district}${row.address}`,
      row.type === 'art' ? fenToYuan(row.total_amount) : '',
      row.type === 'points' ? String(row.total_score) : '',
      row.pay_method ?? '',
      localTime(row.paid_at, timeZone),
      row.carrier ?? '',
      row.tracking_no ?? '',
      localTime(row.shipped_at, timeZone),
    ];
  });
  const stamp = localTime(now, timeZone).replace(/\D/g, '');
  return { filename: `orders-${stamp}.csv`, csv: spreadsheetCsv([header, ...lines]) };
}
