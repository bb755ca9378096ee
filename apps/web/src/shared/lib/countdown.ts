const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Seconds left as a payment countdown reads them: "29:59", and "1:02:03" from an hour on.
 * Fractions round up, so the clock shows "00:00" only once the time is really up.
 */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}

/** Whole seconds from `now` until `deadline` (both epoch ms); 0 once it has passed. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
