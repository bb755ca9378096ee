import { CART_LINES_MAX } from '@atelier/contract';
import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductsTable } from '../../db/tables/catalog';
import { signUp } from '../../test/accounts';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { insertCategory, insertProduct } from '../../test/fixtures/catalog';

type Line = {
  id: number;
  product_id: number;
  quantity: number;
  line_total: string;
  line_score: number;
  available: boolean;
  issue: string | null;
  product: { name: string; price: string; stock: number; on_sale: boolean };
};

describe.each(databases)('the cart on %s', (kind) => {
  const ctx = useTestApp(kind);
  const categories = { art: 0, points: 0 };

  beforeAll(async () => {
    const { app } = ctx();
    categories.art = await insertCategory(app, 'art', 'Cart test');
    categories.points = await insertCategory(app, 'points', 'Cart gifts');
  });

  /** A product of its own for each test, so one test's changes never reach another. */
  function product(name: string, values: Partial<Insertable<ProductsTable>> = {}): Promise<number> {
    const points = values.type === 'points';
    return insertProduct(ctx().app, {
      category_id: points ? categories.points : categories.art,
      name_en: name,
      ...values,
    });
  }

  async function setProduct(id: number, values: Partial<Insertable<ProductsTable>>) {
    await ctx().app.db.updateTable('products').set(values).where('id', '=', id).execute();
  }

  const post = (action: string, token: string, input: Record<string, unknown>) =>
    call(ctx().app, action, input, { method: 'POST', token });
  const add = (token: string, input: Record<string, unknown>) => post('buyCarCreate', token, input);

  async function cart(token: string, lang = 'en'): Promise<Line[]> {
    const res = await call(ctx().app, 'buyCarList', { lang }, { token });
    expect(res.body.code).toBe(200);
    return res.body.data;
  }

  async function quantityIn(userId: number, productId: number) {
    const row = await ctx()
      .app.db.selectFrom('cart_lines')
      .select('quantity')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    return row?.quantity;
  }

  it('refuses every cart action without a session with code 401', async () => {
    const { app } = ctx();
    for (const [action, method] of [
      ['buyCarCreate', 'POST'],
      ['buyCarList', 'GET'],
      ['buyCarUpdate', 'POST'],
      ['buyCarDelete', 'POST'],
    ] as const) {
      const res = await call(
        app,
        action,
        { product_id: 1, id: 1, quantity: 1, ids: [1] },
        { method },
      );
      expect(res.body).toMatchObject({ code: 401 });
    }
  });

  it('adds a product, and adding it again raises the same line', async () => {
    const user = await signUp(ctx().app, 'cart_add');
    const lamp = await product('Brass Lamp', { price: 12800, stock: 8 });
    const first = await add(user.token, { product_id: lamp, quantity: 2 });
    expect(first.body).toEqual({
      code: 200,
      msg: '成功',
      data: { id: expect.any(Number), quantity: 2 },
    });
    const again = await add(user.token, { product_id: lamp });
    expect(again.body.data).toEqual({ id: first.body.data.id, quantity: 3 });

    const lines = await cart(user.token);
    expect(lines).toEqual([
      {
        id: first.body.data.id,
        product_id: lamp,
        quantity: 3,
        product: expect.objectContaining({
          id: lamp,
          name: 'Brass Lamp',
          price: '128.00',
          stock: 8,
          on_sale: true,
        }),
        line_total: '384.00',
        line_score: 0,
        available: true,
        issue: null,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
    ]);
    const zh = await cart(user.token, 'zh-cn');
    expect(zh[0]?.product.name).toBe('Brass Lamp（中）');
  });

  it('prices lines exactly to the fen, and points lines in points, at today’s prices', async () => {
    const user = await signUp(ctx().app, 'cart_money');
    const print = await product('Riso Print', { price: 3999, stock: 50 });
    const gift = await product('Tote Bag', {
      type: 'points',
      price: 0,
      score_price: 1500,
      stock: 10,
    });
    await add(user.token, { product_id: print, quantity: 3 });
    await add(user.token, { product_id: gift, quantity: 2 });
    const [giftLine, printLine] = await cart(user.token);
    expect(printLine).toMatchObject({ quantity: 3, line_total: '119.97', line_score: 0 });
    expect(giftLine).toMatchObject({ quantity: 2, line_total: '0.00', line_score: 3000 });

    await setProduct(print, { price: 1001 });
    const [, repriced] = await cart(user.token);
    expect(repriced).toMatchObject({ product: { price: '10.01' }, line_total: '30.03' });
  });

  it('never lets a line go past the stock, leaving it as it was', async () => {
    const user = await signUp(ctx().app, 'cart_stock');
    const lamp = await product('Glass Lamp', { stock: 5 });
    await add(user.token, { product_id: lamp, quantity: 3 });
    const over = await add(user.token, { product_id: lamp, quantity: 3, lang: 'en' });
    expect(over.body).toEqual({
      code: 100,
      msg: 'Not enough of “Glass Lamp” in stock: 5 left',
      data: null,
    });
    expect(await quantityIn(user.id, lamp)).toBe(3);
    const zh = await add(user.token, { product_id: lamp, quantity: 6 });
    expect(zh.body).toMatchObject({ code: 100, msg: '「Glass Lamp（中）」库存不足，仅剩 5 件' });
    expect((await add(user.token, { product_id: lamp, quantity: 2 })).body.data.quantity).toBe(5);

    const soldOut = await product('Sold Lamp', { stock: 0 });
    const none = await add(user.token, { product_id: soldOut, lang: 'en' });
    expect(none.body.msg).toBe('Not enough of “Sold Lamp” in stock: 0 left');
    expect(await quantityIn(user.id, soldOut)).toBeUndefined();
  });

  it('caps a line at 99 units even when there is more stock', async () => {
    const user = await signUp(ctx().app, 'cart_cap');
    const postcard = await product('Postcard', { price: 500, stock: 500 });
    expect((await add(user.token, { product_id: postcard, quantity: 99 })).body.data.quantity).toBe(
      99,
    );
    const more = await add(user.token, { product_id: postcard, quantity: 1, lang: 'en' });
    expect(more.body).toMatchObject({ code: 100, msg: 'A quantity is 1 to 99' });
    expect(await quantityIn(user.id, postcard)).toBe(99);
    expect((await cart(user.token))[0]).toMatchObject({ line_total: '495.00' });
  });

  it('refuses a withdrawn, unknown or malformed product', async () => {
    const user = await signUp(ctx().app, 'cart_refuse');
    const retired = await product('Retired Vase', { on_sale: 0 });
    expect((await add(user.token, { product_id: retired, lang: 'en' })).body).toMatchObject({
      code: 100,
      msg: '“Retired Vase” is no longer on sale',
    });
    expect((await add(user.token, { product_id: retired })).body.msg).toBe(
      '「Retired Vase（中）」已下架',
    );
    expect((await add(user.token, { product_id: 987654, lang: 'en' })).body).toMatchObject({
      code: 100,
      msg: 'This product does not exist',
    });
    const lamp = await product('Any Lamp');
    for (const [input, msg] of [
      [{ product_id: 'abc' }, /^Product must be a whole-number id from 1 to /],
      [{}, /^Product is required$/],
      [{ product_id: lamp, quantity: 0 }, /^A quantity is 1 to 99$/],
      [{ product_id: lamp, quantity: 100 }, /^A quantity is 1 to 99$/],
      [{ product_id: lamp, quantity: 1.5 }, /^A quantity is 1 to 99$/],
    ] as const) {
      const res = await add(user.token, { ...input, lang: 'en' });
      expect(res.body).toMatchObject({ code: 100, msg: expect.stringMatching(msg) });
    }
    expect(await cart(user.token)).toEqual([]);
  });

  it('lets 12 concurrent adds take only the 5 in stock', async () => {
    const user = await signUp(ctx().app, 'cart_race');
    const lamp = await product('Raced Lamp', { stock: 5 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => add(user.token, { product_id: lamp, quantity: 1 })),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.body.code === 100)).toHaveLength(7);
    expect(await quantityIn(user.id, lamp)).toBe(5);
    expect(await cart(user.token)).toHaveLength(1);
  });

  it(`holds at most ${CART_LINES_MAX} different products, even when raced for`, async () => {
    const { app } = ctx();
    const user = await signUp(app, 'cart_full');
    const ids: number[] = [];
    for (let i = 0; i < CART_LINES_MAX + 3; i += 1) ids.push(await product(`Full ${i}`));
    const now = Date.now();
    await app.db
      .insertInto('cart_lines')
      .values(
        ids.slice(0, CART_LINES_MAX - 1).map((product_id, i) => ({
          user_id: user.id,
          product_id,
          quantity: 1,
          created_at: now + i,
          updated_at: now + i,
        })),
      )
      .execute();
    const raced = await Promise.all(
      ids
        .slice(CART_LINES_MAX - 1)
        .map((product_id) => add(user.token, { product_id, lang: 'en' })),
    );
    expect(raced.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(
      raced.filter((a) => a.body.msg === 'A cart holds at most 50 different products'),
    ).toHaveLength(3);
    expect(await cart(user.token)).toHaveLength(CART_LINES_MAX);
    // A product already there still gets more.
    expect((await add(user.token, { product_id: ids[0] })).body.data.quantity).toBe(2);
  });

  it('marks lines that cannot be bought as they are, newest first, and keeps them', async () => {
    const user = await signUp(ctx().app, 'cart_marks');
    const fine = await product('Fine Print', { stock: 9, price: 2000 });
    const withdrawn = await product('Withdrawn Print', { stock: 9 });
    const empty = await product('Empty Print', { stock: 9 });
    const short = await product('Short Print', { stock: 9 });
    for (const id of [fine, withdrawn, empty, short]) {
      await add(user.token, { product_id: id, quantity: 3 });
    }
    await setProduct(withdrawn, { on_sale: 0 });
    await setProduct(empty, { stock: 0 });
    await setProduct(short, { stock: 2 });
    const lines = await cart(user.token);
    expect(lines.map((l) => [l.product_id, l.available, l.issue, l.quantity])).toEqual([
      [short, false, 'short', 3],
      [empty, false, 'out_of_stock', 3],
      [withdrawn, false, 'off_sale', 3],
      [fine, true, null, 3],
    ]);
    expect(lines[2]?.product.on_sale).toBe(false);
    expect(lines[3]?.line_total).toBe('60.00');
  });

  it('sets a line’s quantity within stock, on the user’s own lines only', async () => {
    const owner = await signUp(ctx().app, 'cart_update');
    const other = await signUp(ctx().app, 'cart_update_other');
    const print = await product('Set Print', { price: 2550, stock: 4 });
    const line = (await add(owner.token, { product_id: print, quantity: 1 })).body.data.id;

    const set = await post('buyCarUpdate', owner.token, { id: line, quantity: 4 });
    expect(set.body).toMatchObject({
      code: 200,
      data: { id: line, quantity: 4, line_total: '102.00', available: true, issue: null },
    });
    const over = await post('buyCarUpdate', owner.token, { id: line, quantity: 5, lang: 'en' });
    expect(over.body).toMatchObject({
      code: 100,
      msg: 'Not enough of “Set Print” in stock: 4 left',
    });
    expect(await quantityIn(owner.id, print)).toBe(4);

    // Stock fell below the line: lowering it makes the line buyable again.
    await setProduct(print, { stock: 2 });
    expect((await cart(owner.token))[0]?.issue).toBe('short');
    const lowered = await post('buyCarUpdate', owner.token, { id: line, quantity: 2 });
    expect(lowered.body.data).toMatchObject({ quantity: 2, issue: null, line_total: '51.00' });

    const theirs = await post('buyCarUpdate', other.token, { id: line, quantity: 1, lang: 'en' });
    expect(theirs.body).toMatchObject({ code: 100, msg: 'This item is not in your cart' });
    const unknown = await post('buyCarUpdate', owner.token, { id: 987654, quantity: 1 });
    expect(unknown.body).toMatchObject({ code: 100, msg: '购物车中没有这件商品' });
    const zero = await post('buyCarUpdate', owner.token, { id: line, quantity: 0, lang: 'en' });
    expect(zero.body).toMatchObject({ code: 100, msg: 'A quantity is 1 to 99' });
    expect(await quantityIn(owner.id, print)).toBe(2);

    await setProduct(print, { on_sale: 0 });
    const off = await post('buyCarUpdate', owner.token, { id: line, quantity: 1, lang: 'en' });
    expect(off.body).toMatchObject({ code: 100, msg: '“Set Print” is no longer on sale' });
  });

  it('deletes one or many of the user’s own lines and ignores anyone else’s', async () => {
    const owner = await signUp(ctx().app, 'cart_delete');
    const other = await signUp(ctx().app, 'cart_delete_other');
    const a = await product('Del A');
    const b = await product('Del B');
    const c = await product('Del C');
    const mine = [];
    for (const id of [a, b, c])
      mine.push((await add(owner.token, { product_id: id })).body.data.id);
    const theirs = (await add(other.token, { product_id: a })).body.data.id;

    const one = await post('buyCarDelete', owner.token, { ids: [mine[0]] });
    expect(one.body).toEqual({ code: 200, msg: '成功', data: { deleted: 1 } });
    const many = await post('buyCarDelete', owner.token, {
      ids: `${mine[1]},${mine[2]},${theirs},${mine[0]}`,
    });
    expect(many.body.data).toEqual({ deleted: 2 });
    expect(await cart(owner.token)).toEqual([]);
    expect((await cart(other.token)).map((l) => l.id)).toEqual([theirs]);

    const none = await post('buyCarDelete', owner.token, { ids: [], lang: 'en' });
    expect(none.body).toMatchObject({ code: 100, msg: 'No items selected' });
    const bad = await post('buyCarDelete', owner.token, { ids: 'x,y', lang: 'en' });
    expect(bad.body.code).toBe(100);
  });

  it('hands checkout the chosen lines in order and clears them in its transaction', async () => {
    const { app } = ctx();
    const user = await signUp(app, 'cart_checkout');
    const other = await signUp(app, 'cart_checkout_other');
    const a = await product('Checkout A', { stock: 9 });
    const b = await product('Checkout B', { stock: 9 });
    const lineA = (await add(user.token, { product_id: a, quantity: 2 })).body.data.id;
    const lineB = (await add(user.token, { product_id: b, quantity: 4 })).body.data.id;
    const theirs = (await add(other.token, { product_id: a })).body.data.id;

    expect(await app.services.cart.linesForCheckout(user.id, [lineB, lineA])).toEqual([
      { id: lineB, product_id: b, quantity: 4 },
      { id: lineA, product_id: a, quantity: 2 },
    ]);
    await expect(
      app.services.cart.linesForCheckout(user.id, [lineA, theirs]),
    ).rejects.toMatchObject({ key: 'cartLineNotFound' });

    await app.db
      .transaction()
      .execute((trx) => app.services.cart.removeLines(trx, user.id, [lineA, theirs]));
    expect((await cart(user.token)).map((l) => l.id)).toEqual([lineB]);
    expect((await cart(other.token)).map((l) => l.id)).toEqual([theirs]);
  });
});
