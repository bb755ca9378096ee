import { isSerialWellFormed } from '@atelier/contract/serial-code';
import { describe, expect, it } from 'vitest';
import { newSerial } from './serial-issuer';

describe('new serials', () => {
  it('are well formed and, over many, use every character of the alphabet evenly', () => {
    const counts = new Map<string, number>();
    const codes = new Set<string>();
    for (let i = 0; i < 20_000; i++) {
      const code = newSerial();
      expect(isSerialWellFormed(code)).toBe(true);
      codes.add(code);
      for (const char of code.slice(0, 15)) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(codes.size).toBe(20_000);
    expect(counts.size).toBe(32);
    // 300,000 characters: each of the 32 expected 9,375 times; a stuck bit would halve some.
    for (const count of counts.values()) expect(Math.abs(count - 9375)).toBeLessThan(600);
  });
});
