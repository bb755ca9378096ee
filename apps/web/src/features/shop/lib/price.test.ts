import { describe, expect, it } from 'vitest';
import { formatWeight, formatYuan } from './price';

describe('formatYuan', () => {
  it('shows the wire price with the yuan sign and thousands separators', () => {
    expect(formatYuan('128.00')).toBe('¥128.00');
    expect(formatYuan('12800.50')).toBe('¥12,800.50');
    expect(formatYuan('1234567.00')).toBe('¥1,234,567.00');
    expect(formatYuan('0.00')).toBe('¥0.00');
  });
});

describe('formatWeight', () => {
  it('shows grams below a kilogram and kilograms from there, without trailing zeros', () => {
    expect(formatWeight(850)).toBe('850 g');
    expect(formatWeight(999)).toBe('999 g');
    expect(formatWeight(1000)).toBe('1 kg');
    expect(formatWeight(1250)).toBe('1.25 kg');
    expect(formatWeight(1500)).toBe('1.5 kg');
    expect(formatWeight(12345)).toBe('12.35 kg');
    expect(formatWeight(1234000)).toBe('1,234 kg');
  });

  it('leaves an unknown weight empty so the row is not shown', () => {
    expect(formatWeight(0)).toBe('');
    expect(formatWeight(-5)).toBe('');
    expect(formatWeight(Number.NaN)).toBe('');
  });
});
