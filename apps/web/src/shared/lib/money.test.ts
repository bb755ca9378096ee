import { describe, expect, it } from 'vitest';
import { normaliseMoney, fenToYuan, formatFen, formatYuan, isPositive, yuanToFen } from './money';

describe('normaliseMoney', () => {
  it.each([
    ['12.34', '12.34'],
    ['12a.3b4', '12.34'],
    ['¥ 1,280', '1280'],
    ['-5', '5'],
    ['.5', '0.5'],
    ['.', '0.'],
    ['1.2.3', '1.23'],
    ['1..5', '1.5'],
    ['3.14159', '3.14'],
    ['007', '7'],
    ['000', '0'],
    ['007.50', '7.50'],
    ['10.', '10.'],
    ['', '0'],
    ['abc', '0'],
  ])('%j -> %j', (raw, expected) => {
    expect(normaliseMoney(raw)).toBe(expected);
  });

  it('is stable when applied twice', () => {
    for (const raw of ['0012.345', '.9', 'x1.0.0', '']) {
      expect(normaliseMoney(normaliseMoney(raw))).toBe(normaliseMoney(raw));
    }
  });
});

describe('amounts in fen', () => {
  it('shows wire amounts with the currency sign and thousands', () => {
    expect(formatYuan('1280.00')).toBe('¥1,280.00');
    expect(formatYuan('0.00')).toBe('¥0.00');
    expect(formatYuan('1234567.00')).toBe('¥1,234,567.00');
  });

  it('tells a charged amount from a free one', () => {
    expect(isPositive('12.00')).toBe(true);
    expect(isPositive('0.01')).toBe(true);
    expect(isPositive('0.00')).toBe(false);
  });

  it('reads wire amounts exactly', () => {
    expect(yuanToFen('1280.00')).toBe(128000);
    expect(yuanToFen('0.10')).toBe(10);
    expect(yuanToFen('19.9')).toBe(1990);
    expect(yuanToFen('7')).toBe(700);
    expect(yuanToFen('-3.05')).toBe(-305);
    expect(yuanToFen('abc')).toBe(0);
  });

  it('adds without binary fractions: 0.10 + 0.20 is 0.30', () => {
    expect(fenToYuan(yuanToFen('0.10') + yuanToFen('0.20'))).toBe('0.30');
    expect(fenToYuan(yuanToFen('19.99') * 3)).toBe('59.97');
  });

  it('formats with the currency sign and thousands', () => {
    expect(formatFen(12805050)).toBe('¥128,050.50');
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(5)).toBe('¥0.05');
  });
});
