import { describe, expect, it } from 'vitest';
import { formatYuan, fromFen, shortOfFreeShipping, toFen } from './amounts';

describe('amounts', () => {
  it('shows yuan grouped in thousands', () => {
    expect(formatYuan('1280.00')).toBe('¥1,280.00');
    expect(formatYuan('0.00')).toBe('¥0.00');
  });

  it('converts between wire amounts and fen exactly', () => {
    expect(toFen('128.00')).toBe(12800);
    expect(toFen('0.10')).toBe(10);
    expect(toFen('-3.05')).toBe(-305);
    expect(toFen('12.5')).toBeNaN();
    expect(fromFen(12800)).toBe('128.00');
    expect(fromFen(7)).toBe('0.07');
    expect(fromFen(-305)).toBe('-3.05');
    // 0.1 + 0.2 in fen is exactly 0.30.
    expect(fromFen(toFen('0.10') + toFen('0.20'))).toBe('0.30');
  });

  it('says how much more ships free, or null once it does', () => {
    expect(shortOfFreeShipping('180.00', '199.00')).toBe('19.00');
    expect(shortOfFreeShipping('198.99', '199.00')).toBe('0.01');
    expect(shortOfFreeShipping('199.00', '199.00')).toBeNull();
    expect(shortOfFreeShipping('1280.00', '199.00')).toBeNull();
    expect(shortOfFreeShipping('oops', '199.00')).toBeNull();
  });
});
