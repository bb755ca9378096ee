import { describe, expect, it } from 'vitest';
import { formatShopTime, fromShopClock, toShopClock } from './shop-time';

describe('a drop’s windows in the shop’s time zone', () => {
  it('shows an instant on the shop’s wall clock and sends it back with the shop’s offset', () => {
    const shown = toShopClock('2026-12-01T12:00:00.000Z');
    expect(shown.format('YYYY-MM-DD HH:mm')).toBe('2026-12-01 20:00');
    expect(fromShopClock(shown)).toBe('2026-12-01T20:00:00+08:00');
    expect(Date.parse(fromShopClock(shown))).toBe(Date.parse('2026-12-01T12:00:00.000Z'));
    expect(formatShopTime('2026-12-31T16:30:00.000Z')).toBe('2027-01-01 00:30');
  });
});
