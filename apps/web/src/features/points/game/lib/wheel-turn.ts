/** Whole turns the wheel makes before it settles on a result. */
const SPINS = 5;

/**
 * The wheel's next rotation (degrees, clockwise) from `current`, so that the middle of slice
 * `index` of `slices` equal slices stops under the pointer at the top.
 */
export function wheelTurn(current: number, index: number, slices: number): number {
  const slice = 360 / slices;
  const rest = (360 - (index + 0.5) * slice) % 360;
  const base = current - (((current % 360) + 360) % 360);
  return base + SPINS * 360 + rest;
}
