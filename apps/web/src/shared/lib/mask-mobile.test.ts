import { describe, expect, it } from 'vitest';
import { maskMobile } from './mask-mobile';

describe('maskMobile', () => {
  it('keeps the first three and last four digits of a mainland number', () => {
    expect(maskMobile('13800000002')).toBe('138****0002');
    expect(maskMobile(' 19912345678 ')).toBe('199****5678');
  });

  it('never shows an unexpected value in full', () => {
    expect(maskMobile('+8613800000002')).toBe('+8**********02');
    expect(maskMobile('1234')).toBe('****');
    expect(maskMobile('')).toBe('');
  });
});
