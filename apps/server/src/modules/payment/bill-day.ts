/** Both providers book a day's bill by China Standard Time, which keeps no daylight saving. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day (`YYYY-MM-DD`, Beijing time) an instant falls on, as a bill is named. */
export function billDayOf(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Refuses anything but a real calendar day: it is sent to the provider as it is. */
export function checkBillDay(day: string): void {
  const ms = DAY.test(day) ? Date.parse(`${day}T00:00:00+08:00`) : Number.NaN;
  // A day such as "02-30" would roll over into March; it names no bill.
  if (!Number.isFinite(ms) || billDayOf(ms) !== day) {
    throw new RangeError(`not a bill day: ${day}`);
  }
}
