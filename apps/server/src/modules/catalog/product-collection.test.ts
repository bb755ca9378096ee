import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { insertCategory, insertProduct } from '../../test/fixtures/catalog';

describe.each(databases)('favourites on %s', (kind) => {
  const ctx = useTestApp(kind);
  const ids = {
    Kestrel: 0,
    Lagoon: 0,
    Marble: 0,
    Nocturne: 0,
    Contested: 0,
    Shared: 0,
    Retired: 0,
  };

  beforeAll(async () => {
    const { app } = ctx();
    const category = await insertCategory(app, 'art', 'Favourites test');
    for (const name of [
      'Kestrel',
      'Lagoon',
      'Marble',
      'Nocturne',
      'Contested',
      'Shared',
    ] as const) {
      ids[name] = await insertProduct(app, {
        category_id: category,
        name_en: `Fav ${name}`,
        price: 5000,
      });
    }
    ids.Retired = await insertProduct(app, {
      category_id: category,
      name_en: 'Fav Retired',
      on_sale: 0,
    });
  });

  const collect = (token: string, input: Record<string, unknown>) =>
    call(ctx().app, 'productCollection', input, { method: 'POST', token });

  async function rows(userId: number, productId: number) {
    const found = await ctx()
      .app.db.selectFrom('product_collections')
      .select('id')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .execute();
    return found.length;
  }

  it('refuses a visitor without a session with code 401', async () => {
    const add = await call(
      ctx().app,
      'productCollection',
      { product_id: ids.Kestrel },
      { method: 'POST' },
    );
    expect(add.body.code).toBe(401);
    const list = await call(ctx().app, 'productCollectionList', {});
    expect(list.body.code).toBe(401);
  });

  it('adds and removes to the state asked for, however often it is asked', async () => {
    const user = await signUp(ctx().app, 'fav_set');
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await collect(user.token, { product_id: ids.Kestrel, collected: true })).body,
      ).toEqual({ code: 200, msg: '成功', data: { collected: true } });
      expect(await rows(user.id, ids.Kestrel)).toBe(1);
    }
    for (let i = 0; i < 2; i += 1) {
      const res = await collect(user.token, { product_id: ids.Kestrel, collected: false });
      expect(res.body.data).toEqual({ collected: false });
      expect(await rows(user.id, ids.Kestrel)).toBe(0);
    }
  });

  it('toggles when no state is given', async () => {
    const user = await signUp(ctx().app, 'fav_toggle');
    const states: boolean[] = [];
    for (let i = 0; i < 3; i += 1) {
      states.push((await collect(user.token, { product_id: ids.Lagoon })).body.data.collected);
    }
    expect(states).toEqual([true, false, true]);
    expect(await rows(user.id, ids.Lagoon)).toBe(1);
  });

  it('leaves someone else’s favourite alone', async () => {
    const mine = await signUp(ctx().app, 'fav_mine');
    const theirs = await signUp(ctx().app, 'fav_theirs');
    await collect(theirs.token, { product_id: ids.Shared, collected: true });
    await collect(mine.token, { product_id: ids.Shared });
    await collect(mine.token, { product_id: ids.Shared });
    await collect(mine.token, { product_id: ids.Shared, collected: false });
    expect(await rows(theirs.id, ids.Shared)).toBe(1);
    const info = await call(ctx().app, 'productInfo', { id: ids.Shared }, { token: theirs.token });
    expect(info.body.data.is_collected).toBe(true);
  });

  it('refuses an unknown or malformed product', async () => {
    const user = await signUp(ctx().app, 'fav_unknown');
    const en = await collect(user.token, { product_id: 987654, lang: 'en' });
    expect(en.body).toMatchObject({ code: 100, msg: 'This product does not exist' });
    const zh = await collect(user.token, { product_id: 987654, collected: false });
    expect(zh.body).toMatchObject({ code: 100, msg: '该商品不存在' });
    const bad = await collect(user.token, { product_id: 'abc', lang: 'en' });
    expect(bad.body).toMatchObject({
      code: 100,
      msg: 'Product must be a whole-number id from 1 to 9007199254740991',
    });
    const state = await collect(user.token, { product_id: ids.Kestrel, collected: 'maybe' });
    expect(state.body.code).toBe(100);
  });

  it('ends with one row after 20 identical requests at once', async () => {
    const user = await signUp(ctx().app, 'fav_burst');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        collect(user.token, { product_id: ids.Contested, collected: true }),
      ),
    );
    expect(answers.map((a) => a.body.data)).toEqual(Array(20).fill({ collected: true }));
    expect(await rows(user.id, ids.Contested)).toBe(1);
  });

  it('keeps at most one row under 20 toggles at once, and says so afterwards', async () => {
    const user = await signUp(ctx().app, 'fav_flip');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => collect(user.token, { product_id: ids.Marble })),
    );
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    const count = await rows(user.id, ids.Marble);
    expect([0, 1]).toContain(count);
    const info = await call(ctx().app, 'productInfo', { id: ids.Marble }, { token: user.token });
    expect(info.body.data.is_collected).toBe(count === 1);
  });

  it('lists my favourites newest first, paged, withdrawn ones included', async () => {
    const user = await signUp(ctx().app, 'fav_list');
    const other = await signUp(ctx().app, 'fav_list_other');
    await collect(other.token, { product_id: ids.Nocturne, collected: true });
    for (const name of ['Kestrel', 'Retired', 'Nocturne'] as const) {
      await collect(user.token, { product_id: ids[name], collected: true });
    }
    const first = await call(
      ctx().app,
      'productCollectionList',
      { limit: 2, lang: 'en' },
      { token: user.token },
    );
    expect(first.body.data).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.body.data.list.map((f: { product_id: number }) => f.product_id)).toEqual([
      ids.Nocturne,
      ids.Retired,
    ]);
    expect(first.body.data.list[0]).toEqual({
      id: expect.any(Number),
      product_id: ids.Nocturne,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      product: expect.objectContaining({
        id: ids.Nocturne,
        name: 'Fav Nocturne',
        price: '50.00',
        score_price: 0,
      }),
    });
    const second = await call(
      ctx().app,
      'productCollectionList',
      { limit: 2, page: 2, lang: 'en' },
      { token: user.token },
    );
    expect(second.body.data.list.map((f: { product: { name: string } }) => f.product.name)).toEqual(
      ['Fav Kestrel'],
    );

    await collect(user.token, { product_id: ids.Retired, collected: false });
    const after = await call(ctx().app, 'productCollectionList', {}, { token: user.token });
    expect(after.body.data.total).toBe(2);
    expect(after.body.data.list.map((f: { product_id: number }) => f.product_id)).toEqual([
      ids.Nocturne,
      ids.Kestrel,
    ]);
  });

  it('refuses page 0 and a limit over 100', async () => {
    const user = await signUp(ctx().app, 'fav_paging');
    for (const input of [{ page: 0 }, { limit: 101 }]) {
      const res = await call(ctx().app, 'productCollectionList', input, { token: user.token });
      expect(res.body.code).toBe(100);
    }
  });
});
