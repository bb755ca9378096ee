import { randomInt } from 'node:crypto';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * "20250314153045" and eight random digits: the shop's local date and time for people, the
 * random part so numbers cannot be counted through. The unique index settles a rare collision.
 */
export function newOrderNo(now: number, timeZone: string): string {
  const part = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const stamp = `${part.year}${part.month}${part.day}${part.hour}${part.minute}${part.second}`;
  return `${stamp}${String(randomInt(100_000_000)).padStart(8, '0')}`;
}
