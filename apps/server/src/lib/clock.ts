/** Epoch milliseconds to the wire's ISO-8601 (UTC, with offset). */
export function toIso(ms: number): string {
  return new Date(ms).toISOString();
}
