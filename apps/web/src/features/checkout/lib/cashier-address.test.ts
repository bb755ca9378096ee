import { describe, expect, it } from 'vitest';
import { absoluteCashierUrl, isSameSite } from './cashier-address';

const origin = 'https://shop.example';

describe('absoluteCashierUrl', () => {
  it('puts the site in front of the sandbox cashier’s path', () => {
    expect(absoluteCashierUrl('/cashier?session=abc12345', origin)).toBe(
      'https://shop.example/cashier?session=abc12345',
    );
  });

  it('keeps a gateway’s own page and an app link as they are', () => {
    expect(absoluteCashierUrl('https://pay.example/c/abc', origin)).toBe(
      'https://pay.example/c/abc',
    );
    expect(absoluteCashierUrl('weixin://wxpay/bizpayurl?pr=abc123', origin)).toBe(
      'weixin://wxpay/bizpayurl?pr=abc123',
    );
  });
});

describe('isSameSite', () => {
  it('opens this site’s cashier in place, and another site’s or an app’s by its link', () => {
    expect(isSameSite('/cashier?session=abc12345', origin)).toBe(true);
    expect(isSameSite('https://shop.example/cashier?session=abc12345', origin)).toBe(true);
    expect(isSameSite('https://pay.example/c/abc', origin)).toBe(false);
    expect(isSameSite('weixin://wxpay/bizpayurl?pr=abc123', origin)).toBe(false);
  });
});
