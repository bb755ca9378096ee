import type { Lang } from '@atelier/contract/codes';
import { formatCountdown } from '@/shared/lib/countdown';
import { SHOP_TIME_ZONE } from '@/shared/lib/shop-day';

/**
 * How far the server's clock runs ahead of this browser's (ms), from the `server_time` of an
 * answer received at `receivedAt` (this browser's clock). The countdowns run on the server's
 * clock: a browser set wrong, or a server whose clock is moved, still counts to the real close.
 */
export function clockOffset(serverTime: string, receivedAt: number): number {
  return Date.parse(serverTime) - receivedAt;
}

/** A server time (ISO) as this browser's epoch ms, for a countdown that ticks here. */
export function localDeadline(iso: string, offset: number): number {
  return Date.parse(iso) - offset;
}

/**
 * The parts of a countdown: days apart from the clock, which then keeps its hours ("2 days
 * 0:59:59", not "2 days 59:59"); under a day, as a payment countdown reads.
 */
export function countdownParts(seconds: number): { days: number; time: string } {
  const days = Math.floor(Math.max(0, seconds) / 86_400);
  if (days === 0) return { days, time: formatCountdown(seconds) };
  const rest = Math.ceil(seconds) - days * 86_400;
  const hours = Math.floor(rest / 3600);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    days,
    time: `${hours}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`,
  };
}

const locales: Record<Lang, string> = { 'zh-cn': 'zh-CN', en: 'en-GB' };
const formats = new Map<Lang, Intl.DateTimeFormat>();

/** A time in the shop's calendar (Beijing time), as the drop's window is announced. */
export function formatShopTime(iso: string, lang: Lang): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[lang], {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: SHOP_TIME_ZONE,
    });
    formats.set(lang, format);
  }
  return format.format(new Date(iso));
}
