import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app';
import {
  addAddress,
  buyNow,
  get,
  ok,
  orderRow,
  post,
  product,
  refusal,
  shopper,
  stockOf,
  type Created,
  type Shopper,
} from '../../test/fixtures/order';
import { shenzhen } from '../../test/addresses';

describe.each(databases)('checkout on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });
  let buyer: Shopper;

  beforeAll(async () => {
    buyer = await shopper(ctx().app, 'checkout', 2000);
  });

  const confirm = (input: Record<string, unknown>, who = buyer) =>
    get(ctx().app, 'confirmOrderInfo', { lang: 'en', ...input }, who.token);

  async function addToCart(productId: number, quantity: number, who = buyer) {
    const line = await ok<{ id: number }>(
      post(ctx().app, 'buyCarCreate', { product_id: productId, quantity }, who.token),
    );
    return line.id;
  }

  describe('confirmOrderInfo', () => {
    it('prices art below the free-shipping threshold with the base fee, to the fen', async () => {
      const { app } = ctx();
      const print = await product(app, {
        name_en: 'Tide Print',
        price: 12_850,
        earn_score: 128,
        stock: 5,
      });
      const info = await ok(confirm({ product_id: print, quantity: 2 }));
      expect(info).toEqual({
        type: 'art',
        lines: [
          {
            product_id: print,
            name: 'Tide Print',
            image: expect.stringMatching(/^\/img\/test-/),
            price: '128.50',
            score_price: 0,
            quantity: 2,
            line_total: '257.00',
            line_score: 0,
            earn_score: 256,
          },
        ],
        address: expect.objectContaining({ name: '林小满', city: '杭州市', is_default: true }),
        delivery: 'express',
        goods_amount: '257.00',
        ship_fee: '12.00',
        total_amount: '269.00',
        total_score: 0,
        earn_score: 256,
        usable_score: 2000,
        pay_timeout_minutes: 30,
      });
    });

    it('ships free from the threshold on, and not a fen below it', async () => {
      const { app } = ctx();
      const atThreshold = await product(app, { name_en: 'Threshold Print', price: 29_900 });
      const justBelow = await product(app, { name_en: 'Almost Print', price: 29_899 });
      expect(await ok(confirm({ product_id: atThreshold }))).toMatchObject({
        goods_amount: '299.00',
        ship_fee: '0.00',
        total_amount: '299.00',
      });
      expect(await ok(confirm({ product_id: justBelow }))).toMatchObject({
        goods_amount: '298.99',
        ship_fee: '12.00',
        total_amount: '310.99',
      });
    });

    it('prices the points mall in points, shipped free, earning nothing', async () => {
      const { app } = ctx();
      const mug = await product(app, {
        type: 'points',
        name_en: 'Studio Mug',
        price: 5000,
        score_price: 350,
        earn_score: 20,
      });
      expect(await ok(confirm({ product_id: mug, quantity: 3 }))).toMatchObject({
        type: 'points',
        lines: [
          {
            price: '0.00',
            score_price: 350,
            quantity: 3,
            line_total: '0.00',
            line_score: 1050,
            earn_score: 0,
          },
        ],
        goods_amount: '0.00',
        ship_fee: '0.00',
        total_amount: '0.00',
        total_score: 1050,
        earn_score: 0,
      });
    });

    it('prices cart lines in the order chosen, and no address when there is none', async () => {
      const { app } = ctx();
      const a = await product(app, { name_en: 'Cart Print A', price: 10_000, earn_score: 10 });
      const b = await product(app, { name_en: 'Cart Print B', price: 25_000, earn_score: 25 });
      const homeless = await shopper(app, 'homeless');
      await ctx().app.db.deleteFrom('addresses').where('user_id', '=', homeless.id).execute();
      const lineA = await addToCart(a, 1, homeless);
      const lineB = await addToCart(b, 2, homeless);
      const info = await ok<{ lines: Array<{ product_id: number }> }>(
        confirm({ cart_ids: [lineB, lineA].join(',') }, homeless),
      );
      expect(info.lines.map((line) => line.product_id)).toEqual([b, a]);
      expect(info).toMatchObject({
        address: null,
        goods_amount: '600.00',
        ship_fee: '0.00',
        total_amount: '600.00',
        earn_score: 60,
        usable_score: 0,
      });
    });

    it('refuses both kinds of selection, neither, a mix of malls and lines not in the cart', async () => {
      const { app } = ctx();
      const art = await product(app, { name_en: 'Mixed Art' });
      const gift = await product(app, { type: 'points', name_en: 'Mixed Gift', score_price: 10 });
      const artLine = await addToCart(art, 1);
      const giftLine = await addToCart(gift, 1);
      expect(await refusal(confirm({ cart_ids: artLine, product_id: art }))).toBe(
        'Choose cart lines or one product to buy now, not both',
      );
      expect(await refusal(confirm({}))).toBe('No items selected');
      expect(await refusal(confirm({ cart_ids: `${artLine},${giftLine}` }))).toBe(
        'Art mall and points mall products are ordered separately',
      );
      const stranger = await shopper(app, 'stranger');
      expect(await refusal(confirm({ cart_ids: artLine }, stranger))).toBe(
        'This item is not in your cart',
      );
    });

    it('refuses a product off sale or short of stock, by name and with what is left', async () => {
      const { app } = ctx();
      const retired = await product(app, { name_en: 'Retired Print', on_sale: 0 });
      const scarce = await product(app, { name_en: 'Scarce Print', stock: 2 });
      expect(await refusal(confirm({ product_id: retired }))).toBe(
        '“Retired Print” is no longer on sale',
      );
      expect(await refusal(confirm({ product_id: scarce, quantity: 3 }))).toBe(
        'Not enough of “Scarce Print” in stock: 2 left',
      );
      const zh = await get(
        app,
        'confirmOrderInfo',
        { product_id: scarce, quantity: 3 },
        buyer.token,
      );
      expect(zh.body.msg).toBe('「Scarce Print（中）」库存不足，仅剩 2 件');
    });
  });

  describe('shipFee', () => {
    it('answers the fee by the shop’s rules, without a session', async () => {
      const { app } = ctx();
      expect(await ok(get(app, 'shipFee', { type: 'art', amount: '298.99' }))).toEqual({
        fee: '12.00',
        base_fee: '12.00',
        free_threshold: '299.00',
      });
      expect(await ok(get(app, 'shipFee', { type: 'art', amount: '299.00' }))).toMatchObject({
        fee: '0.00',
      });
      expect(await ok(get(app, 'shipFee', { type: 'points', amount: '0.00' }))).toMatchObject({
        fee: '0.00',
      });
    });
  });

  describe('orderCreate', () => {
    it('takes the stock and keeps the prices, totals and address as they were', async () => {
      const { app } = ctx();
      const print = await product(app, {
        name_en: 'Kept Print',
        name_zh: '留存版画',
        price: 9_950,
        earn_score: 99,
        stock: 4,
        sales: 1,
      });
      const before = Date.now();
      const made = await ok<Created>(buyNow(app, buyer, print, 3, { remark: 'Gift wrap' }));
      expect(made.order_no).toMatch(/^\d{22}$/);
      expect(await stockOf(app, print)).toEqual({ stock: 1, sales: 4 });

      const row = await orderRow(app, made.order_id);
      expect(row).toMatchObject({
        user_id: buyer.id,
        type: 'art',
        status: 'unpaid',
        goods_amount: 29_850,
        ship_fee: 1200,
        total_amount: 31_050,
        total_score: 0,
        earn_score: 297,
        remark: 'Gift wrap',
        recipient_name: '林小满',
        recipient_mobile: '13800001234',
        province: '浙江省',
        city: '杭州市',
        district: '西湖区',
        postal_code: '310000',
      });
      expect(row.pay_deadline - row.created_at).toBe(30 * 60_000);
      expect(row.created_at).toBeGreaterThanOrEqual(before);
      expect(new Date(made.pay_deadline).getTime()).toBe(row.pay_deadline);

      // A later change of price does not move the order.
      await app.db.updateTable('products').set({ price: 1 }).where('id', '=', print).execute();
      const info = await ok(get(app, 'orderInfo', { id: made.order_id, lang: 'en' }, buyer.token));
      expect(info).toMatchObject({
        total_amount: '310.50',
        lines: [{ name: 'Kept Print', price: '99.50', quantity: 3, line_total: '298.50' }],
      });
    });

    it('buys cart lines into one order and clears only those lines', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'cartbuy');
      const a = await product(app, { name_en: 'Pair A', price: 15_000, stock: 3 });
      const b = await product(app, { name_en: 'Pair B', price: 16_000, stock: 3 });
      const c = await product(app, { name_en: 'Left C', price: 100, stock: 3 });
      const lineA = await addToCart(a, 2, who);
      const lineB = await addToCart(b, 1, who);
      const lineC = await addToCart(c, 1, who);
      const made = await ok<Created>(
        post(
          app,
          'orderCreate',
          { cart_ids: [lineA, lineB], address_id: who.addressId, idempotency_key: randomUUID() },
          who.token,
        ),
      );
      expect(await orderRow(app, made.order_id)).toMatchObject({
        goods_amount: 46_000,
        ship_fee: 0,
        total_amount: 46_000,
      });
      expect(await stockOf(app, a)).toMatchObject({ stock: 1 });
      expect(await stockOf(app, b)).toMatchObject({ stock: 2 });
      const cart = await ok<Array<{ id: number }>>(get(app, 'buyCarList', {}, who.token));
      expect(cart.map((line) => line.id)).toEqual([lineC]);
    });

    it('refuses short stock, a product off sale and a mix of malls, changing nothing', async () => {
      const { app } = ctx();
      const scarce = await product(app, { name_en: 'Last Two', stock: 2, sales: 5 });
      const retired = await product(app, { name_en: 'Gone Print', on_sale: 0, stock: 9 });
      const gift = await product(app, { type: 'points', name_en: 'Gift Pin', score_price: 5 });
      expect(await refusal(buyNow(app, buyer, scarce, 3, { lang: 'en' }))).toBe(
        'Not enough of “Last Two” in stock: 2 left',
      );
      expect(await refusal(buyNow(app, buyer, retired, 1, { lang: 'en' }))).toBe(
        '“Gone Print” is no longer on sale',
      );
      const who = await shopper(app, 'mixer');
      const lines = [await addToCart(scarce, 1, who), await addToCart(gift, 1, who)];
      const mixed = post(
        app,
        'orderCreate',
        { cart_ids: lines, address_id: who.addressId, idempotency_key: randomUUID(), lang: 'en' },
        who.token,
      );
      expect(await refusal(mixed)).toBe('Art mall and points mall products are ordered separately');
      expect(await stockOf(app, scarce)).toEqual({ stock: 2, sales: 5 });
      expect(await stockOf(app, gift)).toMatchObject({ stock: 5, sales: 0 });
      expect(await ok<unknown[]>(get(app, 'buyCarList', {}, who.token))).toHaveLength(2);
      const orders = await app.db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', who.id)
        .execute();
      expect(orders).toEqual([]);
    });

    it('refuses another customer’s address and takes nothing', async () => {
      const { app } = ctx();
      const print = await product(app, { name_en: 'Address Print', stock: 3 });
      const other = await shopper(app, 'otheraddr');
      const res = await buyNow(app, buyer, print, 1, { address_id: other.addressId, lang: 'en' });
      expect(await refusal(Promise.resolve(res))).toBe('This address does not exist');
      expect(await stockOf(app, print)).toMatchObject({ stock: 3 });
    });

    it('sends to the address chosen, not only the default', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'second');
      const second = await addAddress(app, who.token, shenzhen);
      const print = await product(app, { name_en: 'Shenzhen Print' });
      const made = await ok<Created>(buyNow(app, who, print, 1, { address_id: second }));
      expect(await orderRow(app, made.order_id)).toMatchObject({
        recipient_name: 'Mei Lin',
        city: '深圳市',
      });
    });

    it('answers a retried submission with the order it made, taking stock once', async () => {
      const { app } = ctx();
      const single = await product(app, { name_en: 'Only One', stock: 1 });
      const key = randomUUID();
      const first = await ok<Created>(buyNow(app, buyer, single, 1, { idempotency_key: key }));
      // The last unit is gone, yet the retry is answered with its own order.
      const again = await ok<Created>(buyNow(app, buyer, single, 1, { idempotency_key: key }));
      expect(again).toEqual(first);
      expect(await stockOf(app, single)).toEqual({ stock: 0, sales: 1 });

      const many = await product(app, { name_en: 'Many', stock: 10 });
      const key2 = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          ok<Created>(buyNow(app, buyer, many, 2, { idempotency_key: key2 })),
        ),
      );
      expect(new Set(answers.map((a) => a.order_id)).size).toBe(1);
      expect(await stockOf(app, many)).toEqual({ stock: 8, sales: 2 });

      // The same key from another customer is another submission.
      const other = await shopper(app, 'samekey');
      const theirs = await ok<Created>(buyNow(app, other, many, 1, { idempotency_key: key2 }));
      expect(theirs.order_id).not.toBe(answers[0]?.order_id);
    });

    it('refuses a key reused for a different order, taking nothing', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'reusedkey');
      const print = await product(app, { name_en: 'Reused Key', stock: 10 });
      const other = await product(app, { name_en: 'Reused Key Other', stock: 10 });
      const key = randomUUID();
      const first = await ok<Created>(buyNow(app, who, print, 1, { idempotency_key: key }));
      const reused =
        'This submission number was already used for a different order; please reload the page and submit again';
      for (const changed of [
        buyNow(app, who, print, 2, { idempotency_key: key, lang: 'en' }),
        buyNow(app, who, other, 1, { idempotency_key: key, lang: 'en' }),
        buyNow(app, who, print, 1, { idempotency_key: key, remark: 'gift wrap', lang: 'en' }),
      ]) {
        expect(await refusal(changed)).toBe(reused);
      }
      expect(
        await refusal(buyNow(app, who, print, 3, { idempotency_key: key, lang: 'zh-cn' })),
      ).toBe('该提交编号已用于另一笔订单，请刷新页面后重新提交');
      // The same body is still the first order's retry.
      expect(await ok<Created>(buyNow(app, who, print, 1, { idempotency_key: key }))).toEqual(
        first,
      );
      expect(await stockOf(app, print)).toEqual({ stock: 9, sales: 1 });
      expect(await stockOf(app, other)).toEqual({ stock: 10, sales: 0 });
    });

    it('two different orders sent at once with one key: one is made, the other refused', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'racedkey');
      const print = await product(app, { name_en: 'Raced Key', stock: 10 });
      for (let round = 0; round < 5; round += 1) {
        const key = randomUUID();
        const answers = await Promise.all(
          [1, 2].map((quantity) =>
            buyNow(app, who, print, quantity, { idempotency_key: key, lang: 'en' }),
          ),
        );
        expect(answers.map((a) => a.body.code).sort()).toEqual([100, 200]);
      }
      const { sales, stock } = await stockOf(app, print);
      expect(sales + stock).toBe(10);
      expect(sales).toBeGreaterThanOrEqual(5);
      expect(sales).toBeLessThanOrEqual(10);
    });

    it('answers a retried cart submission after its lines were cleared', async () => {
      const { app } = ctx();
      const who = await shopper(app, 'cartretry');
      const print = await product(app, { name_en: 'Cart Retry', stock: 5 });
      const line = await addToCart(print, 2, who);
      const input = { cart_ids: [line], address_id: who.addressId, idempotency_key: randomUUID() };
      const first = await ok<Created>(post(app, 'orderCreate', input, who.token));
      const again = await ok<Created>(post(app, 'orderCreate', input, who.token));
      expect(again).toEqual(first);
      expect(await stockOf(app, print)).toMatchObject({ stock: 3 });
    });

    it('needs a session', async () => {
      const { app } = ctx();
      const res = await post(app, 'orderCreate', {
        product_id: 1,
        address_id: 1,
        idempotency_key: randomUUID(),
      });
      expect(res.body.code).toBe(401);
    });
  });
});
