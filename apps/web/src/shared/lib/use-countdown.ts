import { useEffect, useState } from 'react';
import { secondsUntil } from './countdown';

/**
 * Whole seconds left until `deadline` (epoch ms), re-rendering every second until it passes;
 * null without a deadline. The clock stops at 0, so a finished countdown costs nothing.
 */
export function useCountdown(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => setNow(Date.now());
    // Re-read the clock at once: the deadline may be newer than the last tick.
    tick();
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return deadline === null ? null : secondsUntil(deadline, now);
}
