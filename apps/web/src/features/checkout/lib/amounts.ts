import { fenToYuan, yuanToFen } from '@/shared/lib/money';

const MONEY = /^-?\d+\.\d{2}$/;

/**
 * How far goods of `goods` are from free shipping at `threshold`: the amount still to add, or
 * null once they ship free (or when either figure is unreadable).
 */
export function shortOfFreeShipping(goods: string, threshold: string): string | null {
  if (!MONEY.test(goods) || !MONEY.test(threshold)) return null;
  const missing = yuanToFen(threshold) - yuanToFen(goods);
  return missing > 0 ? fenToYuan(missing) : null;
}
