import type { MouseEvent } from 'react';
import { prefersReducedMotion } from '@/shared/lib/reduced-motion';

/**
 * An in-page link's click: scrolls to its target without changing the address. A fragment in
 * the address would count as a navigation, and every navigation starts at the top.
 */
export function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
