import { formatThousands } from '@/shared/lib/format';

/** A wire price ("1280.00") as the shop shows it: "¥1,280.00". */
export function formatYuan(price: string): string {
  return `¥${formatThousands(price)}`;
}

/** Grams as a label reads them: "850 g" below a kilogram, "1.25 kg" from there on. */
export function formatWeight(grams: number): string {
  if (!Number.isFinite(grams) || grams <= 0) return '';
  if (grams < 1000) return `${formatThousands(Math.round(grams))} g`;
  const kg = (grams / 1000).toFixed(2).replace(/\.?0+$/, '');
  return `${formatThousands(kg)} kg`;
}
