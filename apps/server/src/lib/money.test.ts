import { describe, expect, it } from 'vitest';
import { fenToYuan } from './money';

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
