import { describe, expect, it } from 'vitest';
import { shopDay } from './shop-day';

describe('shopDay', () => {
  it('names the day on the shop calendar, not the UTC one', () => {
    // 20:30 UTC on 17 March is already the 18th in Beijing; 15:59 UTC is still the 17th.
    expect(shopDay(new Date('2025-03-17T20:30:00.000Z'))).toBe('2025-03-18');
    expect(shopDay(new Date('2025-03-17T15:59:59.000Z'))).toBe('2025-03-17');
  });

  it('pads month and day to two digits', () => {
    expect(shopDay(new Date('2026-01-05T00:00:00+08:00'))).toBe('2026-01-05');
  });
});
