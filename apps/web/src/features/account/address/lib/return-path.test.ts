import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it('keeps a path on this site with its query', () => {
    expect(returnPath('/confirmOrder?cart_ids=1,2')).toBe('/confirmOrder?cart_ids=1,2');
  });

  it('refuses anything that could lead elsewhere', () => {
    expect(returnPath(null)).toBeNull();
    expect(returnPath('')).toBeNull();
    expect(returnPath('https://evil.example/')).toBeNull();
    expect(returnPath('//evil.example/')).toBeNull();
    expect(returnPath('/\\evil.example/')).toBeNull();
    expect(returnPath('/\t/evil.example/')).toBeNull();
    expect(returnPath('confirmOrder')).toBeNull();
  });
});
