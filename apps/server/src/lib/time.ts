/** A stored epoch-millisecond time as the wire carries it: ISO-8601 with an offset (UTC). */
export function toIso(ms: number): string {
  return new Date(ms).toISOString();
}
