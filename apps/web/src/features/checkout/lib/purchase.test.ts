import { describe, expect, it } from 'vitest';
import { purchaseInput, readPurchase } from './purchase';

const read = (query: string) => readPurchase(new URLSearchParams(query));

describe('readPurchase', () => {
  it('reads cart lines, once each, in order', () => {
    expect(read('cart_ids=3,1,3')).toEqual({ kind: 'cart', cartIds: [3, 1] });
    expect(purchaseInput({ kind: 'cart', cartIds: [3, 1] })).toEqual({ cart_ids: '3,1' });
  });

  it('reads a buy-now product with its quantity, 1 when absent', () => {
    expect(read('product_id=7&quantity=2')).toEqual({ kind: 'buyNow', productId: 7, quantity: 2 });
    expect(read('product_id=7')).toEqual({ kind: 'buyNow', productId: 7, quantity: 1 });
    expect(purchaseInput({ kind: 'buyNow', productId: 7, quantity: 2 })).toEqual({
      product_id: 7,
      quantity: 2,
    });
  });

  it('refuses neither, both, or anything malformed', () => {
    for (const query of [
      '',
      'cart_ids=1&product_id=2',
      'cart_ids=',
      'cart_ids=1,,2',
      'cart_ids=a',
      'cart_ids=0',
      'product_id=x',
      'product_id=7&quantity=0',
      'product_id=7&quantity=100',
      'product_id=7&quantity=1.5',
    ]) {
      expect(read(query), query).toBeNull();
    }
  });
});
