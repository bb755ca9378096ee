import { describe, expect, it } from 'vitest';
import { afterSignInPath, sameSitePath } from './redirect-path';

const targets = { admin: '/admin', home: '/myCenter', login: '/login' };

describe('sameSitePath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(sameSitePath('/myOrder')).toBe('/myOrder');
    expect(sameSitePath('/qrLogin?ticket=abc')).toBe('/qrLogin?ticket=abc');
    expect(sameSitePath('/productDetail?id=3#specs')).toBe('/productDetail?id=3#specs');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      null,
      undefined,
      '',
      'myOrder',
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      ' /myOrder',
    ]) {
      expect(sameSitePath(value), String(value)).toBeNull();
    }
  });
});

describe('afterSignInPath', () => {
  it('sends the administrator tab to the console whatever the redirect', () => {
    expect(afterSignInPath('admin', '/myOrder', targets)).toBe('/admin');
  });

  it('returns to a same-site redirect, or goes to the personal centre', () => {
    expect(afterSignInPath('user', '/cart?x=1', targets)).toBe('/cart?x=1');
    expect(afterSignInPath('user', null, targets)).toBe('/myCenter');
    expect(afterSignInPath('user', '//evil.example', targets)).toBe('/myCenter');
  });

  it('never sends the visitor back to the login page', () => {
    expect(afterSignInPath('user', '/login?redirect=/cart', targets)).toBe('/myCenter');
    expect(afterSignInPath('user', '/LOGIN', targets)).toBe('/myCenter');
  });
});
