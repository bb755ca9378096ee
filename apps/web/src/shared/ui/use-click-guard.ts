import { useCallback, useEffect, useRef, useState } from 'react';

export const CLICK_GUARD_MS = 2000;

/**
 * Lets a handler run once per window: after a call, further calls are ignored for `guardMs`.
 * `guarded` is true during the window so the control can show itself disabled.
 */
export function useClickGuard(guardMs: number = CLICK_GUARD_MS) {
  // The ref blocks a second click that lands before React re-renders the disabled state.
  const locked = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [guarded, setGuarded] = useState(false);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const guard = useCallback(
    <Args extends unknown[]>(handler?: (...args: Args) => void) =>
      (...args: Args): void => {
        if (locked.current) return;
        locked.current = true;
        setGuarded(true);
        timer.current = setTimeout(() => {
          locked.current = false;
          setGuarded(false);
        }, guardMs);
        handler?.(...args);
      },
    [guardMs],
  );

  return { guarded, guard };
}
