import { describe, expect, it } from 'vitest';
import { fenToYuan, formatFen, yuanToFen } from './amounts';

describe('amounts in fen', () => {
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
