import { describe, expect, it } from 'vitest';
import { formatDate, formatThousands } from './format';

describe('formatDate', () => {
  it('uses year-month-day hour:minute:second by default', () => {
    expect(formatDate(new Date(2024, 0, 5, 8, 3, 9))).toBe('2024-01-05 08:03:09');
  });

  it('accepts strings, timestamps and a custom pattern', () => {
    expect(formatDate('2024-03-09T10:20:30', 'YYYY/MM/DD')).toBe('2024/03/09');
    const stamp = new Date(2023, 11, 31, 23, 59, 0).getTime();
    expect(formatDate(stamp, 'HH:mm')).toBe('23:59');
  });

  it('gives an empty string for empty or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatThousands', () => {
  it.each([
    ['1234567.5', '1,234,567.5'],
    [1234567, '1,234,567'],
    [-9876543.21, '-9,876,543.21'],
    ['+1000', '+1,000'],
    ['999', '999'],
    [0, '0'],
    ['1000.000', '1,000.000'],
    ['128.00', '128.00'],
  ])('%s -> %s', (input, expected) => {
    expect(formatThousands(input)).toBe(expected);
  });

  it('returns non-numeric input as a string', () => {
    expect(formatThousands('abc')).toBe('abc');
    expect(formatThousands('12a34')).toBe('12a34');
    expect(formatThousands(Number.NaN)).toBe('NaN');
  });
});
