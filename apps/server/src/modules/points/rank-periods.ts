import type { RankPeriod } from '@atelier/contract/points-codes';
import { dayIn } from '../../lib/time';

/** The Monday (YYYY-MM-DD) of the week a calendar day falls in. */
export function mondayOf(day: string): string {
  const ms = Date.parse(`${day}T00:00:00Z`);
  // getUTCDay: Sunday 0 … Saturday 6; a week starts on Monday.
  const back = (new Date(ms).getUTCDay() + 6) % 7;
  return new Date(ms - back * 86_400_000).toISOString().slice(0, 10);
}

/** The stored key of a rank period at an instant, counted in the shop's time zone. */
export function periodKey(period: RankPeriod, now: number, timeZone: string): string {
  if (period === 'all') return 'all';
  const day = dayIn(now, timeZone);
  return period === 'week' ? `week:${mondayOf(day)}` : `month:${day.slice(0, 7)}`;
}

/** Every period an earning at `now` counts in. */
export function periodKeysAt(now: number, timeZone: string): string[] {
  return (['all', 'week', 'month'] as const).map((period) => periodKey(period, now, timeZone));
}
