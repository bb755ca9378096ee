import { describe, expect, it } from 'vitest';
import { clampQuantity, quantityBounds } from './quantity';

describe('quantityBounds', () => {
  it('lets one choose from 1 up to the stock', () => {
    expect(quantityBounds(3, true)).toEqual({ min: 1, max: 3, disabled: false });
  });

  it('never goes above 99 however much is in stock', () => {
    expect(quantityBounds(500, true).max).toBe(99);
    expect(quantityBounds(99, true).max).toBe(99);
    expect(quantityBounds(98, true).max).toBe(98);
  });

  it('is disabled when sold out or off sale', () => {
    expect(quantityBounds(0, true)).toEqual({ min: 1, max: 1, disabled: true });
    expect(quantityBounds(-2, true).disabled).toBe(true);
    expect(quantityBounds(12, false)).toEqual({ min: 1, max: 1, disabled: true });
  });
});

describe('clampQuantity', () => {
  const bounds = quantityBounds(5, true);

  it('keeps a value within the bounds and brings others to the nearest bound', () => {
    expect(clampQuantity(4, bounds)).toBe(4);
    expect(clampQuantity(9, bounds)).toBe(5);
    expect(clampQuantity(0, bounds)).toBe(1);
    expect(clampQuantity(-3, bounds)).toBe(1);
    expect(clampQuantity(2.7, bounds)).toBe(2);
  });

  it('reads nothing or not-a-number as the minimum', () => {
    expect(clampQuantity(null, bounds)).toBe(1);
    expect(clampQuantity(undefined, bounds)).toBe(1);
    expect(clampQuantity(Number.NaN, bounds)).toBe(1);
  });
});
