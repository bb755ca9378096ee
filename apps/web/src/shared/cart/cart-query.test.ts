import { BADGE_MAX } from '@atelier/contract/formats';
import { describe, expect, it } from 'vitest';
import { badgeText, cartUnits } from './cart-query';

describe('the cart badge', () => {
  it('counts units, not lines', () => {
    expect(cartUnits([{ quantity: 2 }, { quantity: 3 }, { quantity: 1 }])).toBe(6);
    expect(cartUnits([])).toBe(0);
  });

  it('shows the count up to 99, then 99+', () => {
    expect(BADGE_MAX).toBe(99);
    expect(badgeText(1, BADGE_MAX)).toBe('1');
    expect(badgeText(99, BADGE_MAX)).toBe('99');
    expect(badgeText(100, BADGE_MAX)).toBe('99+');
    expect(badgeText(4950, BADGE_MAX)).toBe('99+');
  });
});
