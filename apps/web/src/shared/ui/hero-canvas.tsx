import type { ReactNode } from 'react';

/**
 * The ground of a drawn `PageHero` backdrop: a 1600×900 drawing on the hero's near-black, cut
 * from the left on narrow screens so its right side (where the drawings put their subject)
 * stays in view.
 */
export function HeroCanvas({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 1600 900"
      preserveAspectRatio="xMaxYMid slice"
      width="100%"
      height="100%"
      focusable="false"
    >
      <rect width="1600" height="900" fill="#07070a" />
      {children}
    </svg>
  );
}
