import { describe, expect, it } from 'vitest';
import {
  SERIAL_ALPHABET,
  formatSerial,
  isSerialWellFormed,
  normalizeSerial,
  serialCheckCharacter,
  serialFromData,
} from './serial-code';

const code = serialFromData('7K3M9QXWTR2BH5C');

describe('serial codes', () => {
  it('prints in groups of four and reads back however it was typed', () => {
    expect(code).toHaveLength(16);
    const printed = formatSerial(code);
    expect(printed).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(normalizeSerial(printed.toLowerCase())).toBe(code);
    expect(normalizeSerial(` ${printed.replace(/-/g, ' ')} `)).toBe(code);
    expect(isSerialWellFormed(normalizeSerial(printed))).toBe(true);
  });

  it('reads O as zero and I or L as one, as Crockford asks', () => {
    const data = '0110AAAAAAAAAAA';
    const typed = formatSerial(serialFromData(data)).replace('0', 'O').replace('11', 'il');
    expect(isSerialWellFormed(normalizeSerial(typed))).toBe(true);
  });

  it('formats a partly typed code as it grows', () => {
    expect(formatSerial('7K3')).toBe('7K3');
    expect(formatSerial('7K3M9')).toBe('7K3M-9');
  });

  it('catches every single wrong character and swap of neighbours in a code', () => {
    let caught = 0;
    let tried = 0;
    for (let i = 0; i < code.length; i++) {
      for (const char of SERIAL_ALPHABET) {
        if (char === code[i]) continue;
        const typo = code.slice(0, i) + char + code.slice(i + 1);
        tried++;
        if (!isSerialWellFormed(typo)) caught++;
      }
      const next = code[i + 1];
      if (next !== undefined && next !== code[i]) {
        const swapped = code.slice(0, i) + next + code[i] + code.slice(i + 2);
        tried++;
        if (!isSerialWellFormed(swapped)) caught++;
      }
    }
    expect(caught).toBe(tried);
  });

  it('refuses the wrong length, letters outside the alphabet and U', () => {
    expect(isSerialWellFormed(code.slice(0, 15))).toBe(false);
    expect(isSerialWellFormed(`${code}0`)).toBe(false);
    expect(isSerialWellFormed(`U${code.slice(1)}`)).toBe(false);
    expect(() => serialCheckCharacter('ABU')).toThrow();
  });
});
