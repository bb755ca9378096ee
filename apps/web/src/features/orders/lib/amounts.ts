import { formatThousands } from '@/shared/lib/format';

/** A wire amount ("1280.00") as the shop shows it: "¥1,280.00". */
export function formatYuan(amount: string): string {
  return `¥${formatThousands(amount)}`;
}

/** Whether a wire amount is above zero, such as a shipping fee that is charged. */
export function isPositive(amount: string): boolean {
  return /^\d+\.\d{2}$/.test(amount) && /[1-9]/.test(amount);
}
