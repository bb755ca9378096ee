import { useEffect, useRef } from 'react';

/**
 * While `active`, a modal owns the page: the page behind does not scroll, and every key press
 * goes to `onKey` (Esc to close, arrows, a Tab kept inside). The latest `onKey` is used, so a
 * caller may pass a new function each render.
 */
export function useModalLock(active: boolean, onKey: (event: KeyboardEvent) => void) {
  const handler = useRef(onKey);
  useEffect(() => {
    handler.current = onKey;
  });

  useEffect(() => {
    if (!active) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const listener = (event: KeyboardEvent) => handler.current(event);
    document.addEventListener('keydown', listener);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', listener);
    };
  }, [active]);
}
