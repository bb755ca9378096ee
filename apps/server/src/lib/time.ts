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

/** How far a time zone's wall clock is ahead of UTC at an instant, in ms (whole seconds). */
function offsetAt(ms: number, timeZone: string): number {
  const wall = wallClockIn(ms, timeZone);
  const asUtc = Date.UTC(
    Number(wall.year),
    Number(wall.month) - 1,
    Number(wall.day),
    Number(wall.hour),
    Number(wall.minute),
    Number(wall.second),
  );
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

/** Day starts already worked out, by zone and day: every earning asks for a few of them. */
const dayStarts = new Map<string, number>();

/** The instant a calendar day (YYYY-MM-DD) begins in a time zone. */
export function dayStartIn(day: string, timeZone: string): number {
  const key = `${timeZone}|${day}`;
  const known = dayStarts.get(key);
  if (known !== undefined) return known;
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const guess = midnightUtc - offsetAt(midnightUtc, timeZone);
  // Once more from the guess, for a zone whose offset changes that night.
  const start = midnightUtc - offsetAt(guess, timeZone);
  if (dayStarts.size >= 10_000) dayStarts.clear();
  dayStarts.set(key, start);
  return start;
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

/**
 * The instant a wall-clock minute (`YYYY-MM-DD HH:mm`, as `minuteIn` writes it) begins in a time
 * zone. In the hour a zone skips, the minute an hour later; in the hour it repeats, the first.
 */
export function minuteStartIn(minute: string, timeZone: string): number {
  const asUtc = Date.parse(`${minute.replace(' ', 'T')}:00Z`);
  const guess = asUtc - offsetAt(asUtc, timeZone);
  // Once more from the guess, for a minute near a change of the zone's offset.
  return asUtc - offsetAt(guess, timeZone);
}

/** An instant as the shop's wall clock shows it: `YYYY-MM-DD HH:mm`. */
export function minuteIn(ms: number, timeZone: string): string {
  const part = wallClockIn(ms, timeZone);
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** An instant as the site shows a time: `YYYY-MM-DD HH:mm:ss` on the wall clock of `timeZone`. */
export function secondIn(ms: number, timeZone: string): string {
  const part = wallClockIn(ms, timeZone);
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
