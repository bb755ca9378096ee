import { formatThousands } from './format';

/**
 * The money-input rule: digits and one decimal point only, a leading point gets a '0' prefix,
 * at most two decimals, a whole number in numeric form ('007' -> '7'), empty gives '0'.
 * A trailing point is kept so the user can go on typing the decimals.
 */
export function normaliseMoney(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  if (point === -1) return cleaned === '' ? '0' : stripLeadingZeros(cleaned);
  const whole = cleaned.slice(0, point);
  const decimals = cleaned
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole === '' ? '0' : stripLeadingZeros(whole)}.${decimals}`;
}

function stripLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '');
}

/** A wire amount ("1280.00") as the shop shows it: "¥1,280.00". */
export function formatYuan(amount: string): string {
  return `¥${formatThousands(amount)}`;
}

/** A wire amount ("1280.50") in whole fen, so sums and differences stay exact; 0 if malformed. */
export function yuanToFen(yuan: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!match) return 0;
  const [, sign = '', whole = '0', decimals = ''] = match;
  const fen = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return sign === '-' ? -fen : fen;
}

/** Fen as the wire writes yuan: 128050 → "1280.50". */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Fen as the shop shows them: "¥1,280.50". */
export function formatFen(fen: number): string {
  return formatYuan(fenToYuan(fen));
}

/** Whether a wire amount is above zero, such as a shipping fee that is charged. */
export function isPositive(amount: string): boolean {
  return yuanToFen(amount) > 0;
}
