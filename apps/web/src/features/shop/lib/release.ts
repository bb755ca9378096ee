import { SHOP_TIME_ZONE } from '@/shared/lib/shop-day';
import { serverNow } from '@/shared/lib/server-clock';

// Made on first use, when a product still to be released is shown (see shop-day.ts).
let minuteFormat: Intl.DateTimeFormat | undefined;

/** When a product goes on sale (epoch ms); null when it is on sale already or has no time. */
export function releaseTimeOf(product: { release_at: string | null }): number | null {
  if (product.release_at === null) return null;
  const ms = Date.parse(product.release_at);
  return Number.isFinite(ms) ? ms : null;
}

/** True while the product's release is still to come on the server's clock. */
export function isUpcoming(product: { release_at: string | null }, now = serverNow()): boolean {
  const at = releaseTimeOf(product);
  return at !== null && at > now;
}

/** An instant on the shop's clock, as the server words it too: "2026-12-01 20:00". */
export function shopMinute(ms: number): string {
  minuteFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(minuteFormat.formatToParts(ms).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
