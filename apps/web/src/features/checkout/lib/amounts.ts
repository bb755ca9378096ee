import { formatThousands } from '@/shared/lib/format';

/** A wire amount ("1280.00") as the shop shows it: "¥1,280.00". */
export function formatYuan(amount: string): string {
  return `¥${formatThousands(amount)}`;
}

const MONEY = /^(-?)(\d+)\.(\d{2})$/;

/** A wire amount in whole fen, so sums and differences stay exact; NaN when malformed. */
export function toFen(amount: string): number {
  const match = MONEY.exec(amount);
  if (!match) return Number.NaN;
  const [, sign, whole = '0', cents = '00'] = match;
  const fen = Number(whole) * 100 + Number(cents);
  return sign === '-' ? -fen : fen;
}

/** Whole fen back to a wire amount: 12800 -> "128.00". */
export function fromFen(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * How far goods of `goods` are from free shipping at `threshold`: the amount still to add, or
 * null once they ship free (or when either figure is unreadable).
 */
export function shortOfFreeShipping(goods: string, threshold: string): string | null {
  const missing = toFen(threshold) - toFen(goods);
  return Number.isFinite(missing) && missing > 0 ? fromFen(missing) : null;
}

/** Whether a wire amount is above zero, such as a shipping fee that is charged. */
export function isPositive(amount: string): boolean {
  return toFen(amount) > 0;
}
