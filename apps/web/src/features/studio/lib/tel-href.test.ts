import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href';

describe('telHref', () => {
  it('dials the digits of a written number', () => {
    expect(telHref('0571-8686-2016')).toBe('tel:057186862016');
    expect(telHref('+86 571 8686 2016')).toBe('tel:+8657186862016');
  });
});
