import dayjs, { type Dayjs } from 'dayjs';
import { SHOP_TIME_ZONE } from '@/shared/lib/shop-day';

/*
 * A drop's windows are set in the shop's time zone (Beijing time), whatever the zone of the
 * browser they are typed in: the picker shows the shop's wall clock, and the form sends the
 * instant with the shop's offset.
 */

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

function partsOf(date: Date): Record<string, string> {
  return Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
}

/** The shop's offset at an instant, as "+08:00". */
function offsetAt(date: Date): string {
  const name = partsOf(date).timeZoneName ?? 'GMT';
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

/** An instant as the picker shows it: the shop's wall clock, read as this browser's. */
export function toShopClock(iso: string): Dayjs {
  const p = partsOf(new Date(iso));
  return dayjs(`${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:00`);
}

/** What the picker holds (the shop's wall clock), as the instant to send, with the shop's offset. */
export function fromShopClock(value: Dayjs): string {
  const wall = value.format('YYYY-MM-DDTHH:mm:00');
  // The offset of that wall time: near enough to the instant to be the shop's at it.
  const offset = offsetAt(new Date(`${wall}Z`));
  return `${wall}${offset}`;
}

/** An instant in the shop's time, as the console lists it: "2026-12-01 20:00". */
export function formatShopTime(iso: string): string {
  return toShopClock(iso).format('YYYY-MM-DD HH:mm');
}
