import { formatThousands } from '@/shared/lib/format';

/** A wire amount ("1280.50") in fen, so sums are exact. */
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

/** "¥1,280.50". */
export function formatFen(fen: number): string {
  return `¥${formatThousands(fenToYuan(fen))}`;
}
