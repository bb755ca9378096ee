import { describe, expect, it } from 'vitest';
import { formatWeight } from './price';

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
