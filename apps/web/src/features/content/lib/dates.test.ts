import { describe, expect, it } from 'vitest';
import { formatLongDate, isoDate } from './dates';

describe('formatLongDate', () => {
  it('writes the date in words in each language, on the studio calendar', () => {
    // 20:30 UTC on 17 March is already the 18th in Hangzhou.
    expect(formatLongDate('2025-03-17T20:30:00.000Z', 'zh-cn')).toBe('2025年3月18日');
    expect(formatLongDate('2025-03-17T20:30:00.000Z', 'en')).toBe('18 March 2025');
    expect(isoDate('2025-03-17T20:30:00+00:00')).toBe('2025-03-18');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatLongDate('soon', 'en')).toBe('');
    expect(isoDate('')).toBe('');
  });
});
