import { dayIn } from '../../lib/time';

/** Both providers name a day's bill by Beijing's calendar. */
export const BILL_TIME_ZONE = 'Asia/Shanghai';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Refuses anything but a real calendar day: it is sent to the provider as it is. */
export function checkBillDay(day: string): void {
  const ms = DAY.test(day) ? Date.parse(`${day}T00:00:00+08:00`) : Number.NaN;
  // A day such as "02-30" would roll over into March; it names no bill.
  if (!Number.isFinite(ms) || dayIn(ms, BILL_TIME_ZONE) !== day) {
    throw new RangeError(`not a bill day: ${day}`);
  }
}
