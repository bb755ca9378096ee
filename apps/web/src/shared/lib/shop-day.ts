/**
 * The studio keeps its calendar in Beijing time: a post of 8 a.m. in Hangzhou is that day, and
 * the payment providers write their bills by the same day.
 */
export const SHOP_TIME_ZONE = 'Asia/Shanghai';

// Made on first use: the first format with a time zone loads the browser's zone data, a long
// pause on a slow phone that pages importing this without calling it should not pay.
let dayKey: Intl.DateTimeFormat | undefined;

/** The shop's calendar day of an instant, as YYYY-MM-DD. */
export function shopDay(date: Date): string {
  dayKey ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dayKey.format(date);
}
