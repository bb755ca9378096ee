import { describe, expect, it } from 'vitest';
import { shortOfFreeShipping } from './amounts';

describe('shortOfFreeShipping', () => {
  it('says how much more ships free, or null once it does', () => {
    expect(shortOfFreeShipping('180.00', '199.00')).toBe('19.00');
    expect(shortOfFreeShipping('198.99', '199.00')).toBe('0.01');
    expect(shortOfFreeShipping('199.00', '199.00')).toBeNull();
    expect(shortOfFreeShipping('1280.00', '199.00')).toBeNull();
    expect(shortOfFreeShipping('oops', '199.00')).toBeNull();
  });
});
