import { describe, expect, it } from 'vitest';
import { fenToYuan, parseYuan, yuanToFen } from './money';

describe('fenToYuan', () => {
  it('writes fen as yuan with two places', () => {
    expect(fenToYuan(12800)).toBe('128.00');
    expect(fenToYuan(1999)).toBe('19.99');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(123456789)).toBe('1234567.89');
  });

  it('keeps the sign of a negative amount', () => {
    expect(fenToYuan(-1050)).toBe('-10.50');
    expect(fenToYuan(-7)).toBe('-0.07');
  });
});

describe('yuanToFen', () => {
  it('reads the wire format as exact fen, where float arithmetic would drift', () => {
    expect(yuanToFen('128.00')).toBe(12800);
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('1.10')).toBe(110);
    expect(yuanToFen('299.99')).toBe(29999);
    expect(yuanToFen('-10.50')).toBe(-1050);
  });

  it('round-trips with fenToYuan', () => {
    for (const fen of [0, 1, 99, 100, 12345, 100000001])
      expect(yuanToFen(fenToYuan(fen))).toBe(fen);
  });
});

describe('parseYuan', () => {
  it('reads a provider file’s yuan, signed or short of places, as exact fen', () => {
    expect(parseYuan('0.01')).toBe(1);
    expect(parseYuan('1234.56')).toBe(123456);
    expect(parseYuan('-128.00')).toBe(-12800);
    expect(parseYuan('12.5')).toBe(1250);
    expect(parseYuan('7')).toBe(700);
    expect(parseYuan('0.00')).toBe(0);
  });

  it('refuses text that is not an amount', () => {
    for (const text of ['', '-', '.5', '1.234', '1,000.00', '12.5元', ' 1.00', '1e3', 'NaN'])
      expect(parseYuan(text)).toBeUndefined();
  });
});
