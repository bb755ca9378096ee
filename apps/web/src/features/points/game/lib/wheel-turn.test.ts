import { describe, expect, it } from 'vitest';
import { wheelTurn } from './wheel-turn';

describe('wheelTurn', () => {
  it('stops the middle of the won slice under the pointer, after whole turns forward', () => {
    for (const [current, index] of [
      [0, 0],
      [0, 5],
      [1830, 2],
      [-90, 3],
    ] as const) {
      const next = wheelTurn(current, index, 6);
      expect(next - current).toBeGreaterThan(360 * 4);
      // The slice's middle, (index + 0.5) * 60 degrees round, lands at the top (0 degrees).
      expect((((next + (index + 0.5) * 60) % 360) + 360) % 360).toBeCloseTo(0);
    }
  });
});
