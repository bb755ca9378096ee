import { describe, expect, it } from 'vitest';
import { idList } from './cart';
import { orderCreate, purchase } from './order';

describe('idList', () => {
  it('reads "1,2" or an array into distinct ids, first mention first', () => {
    expect(idList.parse('3, 1,3,,2')).toEqual([3, 1, 2]);
    expect(idList.parse([3, 1, 3])).toEqual([3, 1]);
    expect(purchase.parse({ cart_ids: '5,5' })).toEqual({ cart_ids: [5] });
    const order = orderCreate.input.parse({
      cart_ids: [2, 2, 1],
      address_id: 4,
      idempotency_key: '0b7e4e0c-3a4c-4f8e-9d0c-5a1b2c3d4e5f',
    });
    expect(order.cart_ids).toEqual([2, 1]);
  });

  it('refuses an empty selection, ids that are not ids, and more than 100 before de-duplicating', () => {
    expect(idList.safeParse('').success).toBe(false);
    expect(idList.safeParse([]).success).toBe(false);
    expect(idList.safeParse('1,x').success).toBe(false);
    expect(idList.safeParse([0]).success).toBe(false);
    expect(idList.safeParse(Array.from({ length: 101 }, () => 1)).success).toBe(false);
  });
});
