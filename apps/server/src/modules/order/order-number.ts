import { randomInt } from 'node:crypto';
import { wallClockIn } from '../../lib/time';

/**
 * "20250314153045" and eight random digits: the shop's local date and time for people, the
 * random part so numbers cannot be counted through. The unique index settles a rare collision.
 */
export function newOrderNo(now: number, timeZone: string): string {
  const part = wallClockIn(now, timeZone);
  const stamp = `${part.year}${part.month}${part.day}${part.hour}${part.minute}${part.second}`;
  return `${stamp}${String(randomInt(100_000_000)).padStart(8, '0')}`;
}
