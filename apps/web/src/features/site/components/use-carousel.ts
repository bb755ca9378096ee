import { useCallback, useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/shared/lib/reduced-motion';

export interface Carousel {
  index: number;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  /** Hover, focus or the reader's reduced-motion setting hold the current slide. */
  setHeld: (held: boolean) => void;
  playing: boolean;
}

/** Slide position with auto-advance every `intervalMs`; any manual move restarts the wait. */
export function useCarousel(count: number, intervalMs: number): Carousel {
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const [reducedMotion] = useState(prefersReducedMotion);
  const playing = count > 1 && !held && !reducedMotion;
  const current = count > 0 ? index % count : 0;

  const goTo = useCallback(
    (target: number) => setIndex(count > 0 ? ((target % count) + count) % count : 0),
    [count],
  );
  const next = useCallback(() => goTo(current + 1), [goTo, current]);
  const previous = useCallback(() => goTo(current - 1), [goTo, current]);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, next, intervalMs]);

  return { index: current, goTo, next, previous, setHeld, playing };
}
