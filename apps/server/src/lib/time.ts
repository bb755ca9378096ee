/** A stored epoch-millisecond time as the wire carries it: ISO-8601 with an offset (UTC). */
export function toIso(ms: number): string {
  return new Date(ms).toISOString();
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(ms: number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone });
    dayFormats.set(timeZone, format);
  }
  return format.format(ms);
}

/** How far a time zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const wall = new Date(new Date(ms).toLocaleString('en-US', { timeZone })).getTime();
  const utc = new Date(new Date(ms).toLocaleString('en-US', { timeZone: 'UTC' })).getTime();
  return wall - utc;
}

/** The instant a calendar day (YYYY-MM-DD) begins in a time zone. */
export function dayStartIn(day: string, timeZone: string): number {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const guess = midnightUtc - offsetAt(midnightUtc, timeZone);
  // Once more from the guess, for a zone whose offset changes that night.
  return midnightUtc - offsetAt(guess, timeZone);
}

/** The calendar day after `day`. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The calendar day before `day`. */
export function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** `[start, end)` of the days `from` to `to` (both included); either side may be open. */
export function dayRangeIn(
  { from, to }: { from?: string; to?: string },
  timeZone: string,
): { start?: number; end?: number } {
  return {
    start: from ? dayStartIn(from, timeZone) : undefined,
    end: to ? dayStartIn(nextDay(to), timeZone) : undefined,
  };
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant's date and time of day on a wall clock in `timeZone`, each part zero-padded. */
export function wallClockIn(ms: number, timeZone: string): Record<string, string> {
  let format = clockFormats.get(timeZone);
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
    clockFormats.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, p.value]));
}

/** An instant as the shop's wall clock shows it: `YYYY-MM-DD HH:mm`. */
export function minuteIn(ms: number, timeZone: string): string {
  const part = wallClockIn(ms, timeZone);
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
