import { useCallback, useState, type RefCallback } from 'react';

/**
 * Whether an element has come within `margin` of the window: false until then, true from then on.
 * The browser's own lazy loading starts pictures well over a screen away; this waits until the
 * reader nearly sees them, so a page's first seconds are spent on what is on screen.
 *
 * The ref watches the element itself rather than keeping it in state: a state set while React
 * attaches refs would render every card of a grid again, at once, inside the first render's
 * commit, the longest stretch a phone's main thread spends on a mall page.
 */
export function useNearViewport<T extends Element>(
  margin = '200px',
): [ref: RefCallback<T>, near: boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  const watch = useCallback(
    (element: T | null) => {
      if (near || !element) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );

  return [watch, near];
}
