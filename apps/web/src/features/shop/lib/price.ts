import { formatThousands } from '@/shared/lib/format';

/** Grams as a label reads them: "850 g" below a kilogram, "1.25 kg" from there on. */
export function formatWeight(grams: number): string {
  if (!Number.isFinite(grams) || grams <= 0) return '';
  if (grams < 1000) return `${formatThousands(Math.round(grams))} g`;
  const kg = (grams / 1000).toFixed(2).replace(/\.?0+$/, '');
  return `${formatThousands(kg)} kg`;
}
