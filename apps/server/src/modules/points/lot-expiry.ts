import type { Rules } from './points-config';
import { dayIn, dayStartIn, nextDay } from '../../lib/time';

/** The calendar day `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * When a lot earned at `now` expires: never, or at the end of the shop day `days` after the day
 * it was earned (so points earned any time on a day all last the same whole days).
 */
export function lotExpiry(
  now: number,
  expiry: Rules<'score'>['expiry'],
  timeZone: string,
): number | null {
  if (expiry.policy === 'never' || expiry.days === null) return null;
  return dayStartIn(nextDay(addDays(dayIn(now, timeZone), expiry.days)), timeZone);
}

/** The last shop day a lot expiring at `expiresAt` can still be spent. */
export function lastDayOf(expiresAt: number, timeZone: string): string {
  return dayIn(expiresAt - 1, timeZone);
}
