import { describe, expect, it } from 'vitest';
import { normaliseMoney } from './money';

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
