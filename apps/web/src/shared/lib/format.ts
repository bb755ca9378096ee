import { dayjs } from '../i18n/dayjs-locale';

export const DEFAULT_DATE_PATTERN = 'YYYY-MM-DD HH:mm:ss';

/** Formats a date-like value; empty or unparsable input gives an empty string. */
export function formatDate(
  value: string | number | Date | null | undefined,
  pattern: string = DEFAULT_DATE_PATTERN,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

const NUMERIC = /^([+-]?)(\d+)(\.\d+)?$/;

/** Groups the integer part in thousands: '1234567.5' -> '1,234,567.5'. Non-numbers pass through. */
export function formatThousands(n: number | string): string {
  const text = String(n).trim();
  const match = NUMERIC.exec(text);
  if (!match) return String(n);
  const [, sign = '', whole = '', decimals = ''] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimals}`;
}
