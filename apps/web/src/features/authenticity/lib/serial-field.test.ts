import { serialFromData } from '@atelier/contract/serial-code';
import { describe, expect, it } from 'vitest';
import { isCheckable, serialFromScan, typedSerial } from './serial-field';

const code = serialFromData('7K3M9QXWTR2BH5C');

describe('the serial field', () => {
  it('formats as one types: upper case, groups of four, look-alikes mapped', () => {
    expect(typedSerial('7k3m')).toBe('7K3M');
    expect(typedSerial('7k3m9')).toBe('7K3M-9');
    expect(typedSerial('7K3M 9QXW-tr2b')).toBe('7K3M-9QXW-TR2B');
    expect(typedSerial('o1l')).toBe('011');
    expect(typedSerial('7K3M-9QXW-TR2B-H5CN-EXTRA')).toBe('7K3M-9QXW-TR2B-H5CN');
    expect(typedSerial('7K#3M')).toBe('7K3M');
  });

  it('catches a typo by the check character before any request', () => {
    expect(isCheckable(code)).toBe(true);
    expect(isCheckable(code.toLowerCase())).toBe(true);
    const typo = `${code.slice(0, 3)}${code[3] === 'A' ? 'B' : 'A'}${code.slice(4)}`;
    expect(isCheckable(typo)).toBe(false);
    expect(isCheckable(code.slice(0, 15))).toBe(false);
  });

  it('reads the code from a scanned check address or a bare code', () => {
    expect(serialFromScan(`https://shop.example/appraisal?code=${code}`)).toBe(typedSerial(code));
    expect(serialFromScan(` ${code.toLowerCase()} `)).toBe(typedSerial(code));
  });
});
