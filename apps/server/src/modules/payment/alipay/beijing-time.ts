/** Alipay writes every time as China Standard Time, which keeps no daylight saving. */
const BEIJING_OFFSET_MS = 8 * 3_600_000;
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** An instant as Alipay's `yyyy-MM-dd HH:mm:ss` in Beijing time, whole seconds. */
export function toBeijingTime(ms: number): string {
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Alipay's `yyyy-MM-dd HH:mm:ss` (Beijing time) as epoch ms; undefined when not a real time. */
export function fromBeijingTime(text: string): number | undefined {
  if (!WALL_CLOCK.test(text)) return undefined;
  const ms = Date.parse(`${text.replace(' ', 'T')}+08:00`);
  // A date such as "02-30" may be rolled over into March; such a text names no real time.
  return Number.isFinite(ms) && toBeijingTime(ms) === text ? ms : undefined;
}
