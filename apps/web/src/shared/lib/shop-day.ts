/**
 * The studio keeps its calendar in Beijing time: a post of 8 a.m. in Hangzhou is that day, and
 * the payment providers write their bills by the same day.
 */
export const SHOP_TIME_ZONE = 'Asia/Shanghai';

const dayKey = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The shop's calendar day of an instant, as YYYY-MM-DD. */
export function shopDay(date: Date): string {
  return dayKey.format(date);
}
