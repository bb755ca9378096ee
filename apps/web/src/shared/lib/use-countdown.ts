import { useEffect, useState } from 'react';
import { secondsUntil } from './countdown';

/**
 * Whole seconds left until `deadline` (epoch ms), re-rendering every second until it passes;
 * null without a deadline. The clock stops at 0, so a finished countdown costs nothing. `clock`
 * is the browser's unless told (a release follows the server's, `serverNow`).
 */
export function useCountdown(
  deadline: number | null,
  clock: () => number = Date.now,
): number | null {
  const [now, setNow] = useState(() => clock());

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => setNow(clock());
    // Re-read the clock at once: the deadline may be newer than the last tick.
    tick();
    const timer = setInterval(() => {
      tick();
      if (clock() >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, clock]);

  return deadline === null ? null : secondsUntil(deadline, now);
}
