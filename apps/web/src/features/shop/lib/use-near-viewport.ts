import { useEffect, useState, type RefCallback } from 'react';

/**
 * Whether an element has come within `margin` of the window: false until then, true from then on.
 * The browser's own lazy loading starts pictures well over a screen away; this waits until the
 * reader nearly sees them, so a page's first seconds are spent on what is on screen.
 */
export function useNearViewport<T extends Element>(
  margin = '200px',
): [ref: RefCallback<T>, near: boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);

  return [setElement, near];
}
