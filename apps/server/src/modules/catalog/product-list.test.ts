import { beforeAll, describe, expect, it } from 'vitest';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { insertCategory, insertProduct } from '../../test/fixtures/catalog';

interface Card {
  id: number;
  type: string;
  name: string;
  price: string;
  score_price: number;
}

describe.each(databases)('productList on %s', (kind) => {
  const ctx = useTestApp(kind);
  const ids = {
    quokka: 0,
    harbour: 0,
    tote: 0,
    garden: 0,
    withdrawn: 0,
    sticker: 0,
    tea: 0,
    badge: 0,
  };
  let paintings = 0;
  let gifts = 0;
  let shelf = 0;
  const shelfIds: number[] = [];

  beforeAll(async () => {
    const { app } = ctx();
    const base = Date.now();
    paintings = await insertCategory(app, 'art', 'Listing test paintings');
    gifts = await insertCategory(app, 'points', 'Listing test gifts');
    shelf = await insertCategory(app, 'art', 'Listing test shelf');
    const art = { category_id: paintings, type: 'art' as const };
    // A stray points price on a cash product must not leak into the card or the price order.
    ids.quokka = await insertProduct(app, {
      ...art,
      name_en: 'Quokka Nebula Print',
      name_zh: '短尾矮袋鼠星云版画',
      price: 12800,
      score_price: 999,
      sales: 5,
      created_at: base + 1,
    });
    ids.harbour = await insertProduct(app, {
      ...art,
      name_en: 'Silent Harbour',
      name_zh: '寂静港湾',
      price: 9900,
      sales: 50,
      created_at: base + 2,
    });
    ids.tote = await insertProduct(app, {
      ...art,
      name_en: 'Orbit 100% Cotton Tote',
      name_zh: '轨道帆布袋',
      price: 9900,
      sales: 20,
      created_at: base + 3,
    });
    ids.garden = await insertProduct(app, {
      ...art,
      name_en: 'Glass_Garden',
      name_zh: '玻璃花园',
      price: 45000,
      sales: 30,
      created_at: base + 4,
    });
    ids.withdrawn = await insertProduct(app, {
      ...art,
      name_en: 'Hidden QUOKKA Study',
      name_zh: '隐藏的短尾矮袋鼠',
      price: 100,
      sales: 999,
      on_sale: 0,
      created_at: base + 5,
    });
    const points = { category_id: gifts, type: 'points' as const, price: 0 };
    ids.sticker = await insertProduct(app, {
      ...points,
      name_en: 'Quokka Sticker Pack',
      name_zh: '短尾矮袋鼠贴纸',
      score_price: 800,
    });
    ids.tea = await insertProduct(app, {
      ...points,
      name_en: 'Tea Set',
      name_zh: '茶具',
      score_price: 300,
    });
    // A stray cash price on a points product: the card says "0.00" and it sorts by its points.
    ids.badge = await insertProduct(app, {
      ...points,
      name_en: 'Enamel Badge',
      name_zh: '珐琅徽章',
      price: 5000,
      score_price: 100,
    });
    for (let i = 0; i < 12; i += 1) {
      shelfIds.push(
        await insertProduct(app, {
          category_id: shelf,
          name_en: `Shelf item ${i}`,
          created_at: base + 100 + i,
        }),
      );
    }
  });

  async function list(input: Record<string, unknown>) {
    const res = await call(ctx().app, 'productList', { limit: 100, ...input });
    expect(res.body.code).toBe(200);
    return res.body.data as { list: Card[]; total: number; page: number; limit: number };
  }
  const idsOf = (cards: Card[]) => cards.map((c) => c.id);

  it('lists only the products on sale in a category', async () => {
    const page = await list({ category_id: paintings });
    expect(page.total).toBe(4);
    expect(idsOf(page.list).sort()).toEqual([ids.quokka, ids.harbour, ids.tote, ids.garden].sort());
  });

  it('filters by mall', async () => {
    expect(await list({ category_id: paintings, type: 'points' })).toMatchObject({
      list: [],
      total: 0,
    });
    const points = await list({ type: 'points' });
    expect(points.list.every((c) => c.type === 'points')).toBe(true);
    expect(idsOf(points.list)).toEqual(expect.arrayContaining([ids.sticker, ids.tea, ids.badge]));
    const art = await list({ type: 'art' });
    expect(art.list.every((c) => c.type === 'art')).toBe(true);
    expect(idsOf(art.list)).toContain(ids.quokka);
    expect(idsOf(art.list)).not.toContain(ids.sticker);
  });

  it('finds an English keyword in any case, in both malls, never a withdrawn product', async () => {
    for (const keyword of ['quokka', 'QUOKKA', 'QuOkKa']) {
      const page = await list({ keyword, lang: 'en' });
      expect(idsOf(page.list).sort()).toEqual([ids.quokka, ids.sticker].sort());
      expect(page.total).toBe(2);
    }
    const narrowed = await list({ keyword: 'nebula print', lang: 'en' });
    expect(narrowed.list.map((c) => c.name)).toEqual(['Quokka Nebula Print']);
  });

  it('finds a Chinese keyword and answers the name in the request language', async () => {
    const en = await list({ keyword: '矮袋鼠星云', lang: 'en' });
    expect(en.list.map((c) => c.name)).toEqual(['Quokka Nebula Print']);
    const zh = await list({ keyword: '矮袋鼠', lang: 'zh-cn' });
    expect(zh.list.map((c) => c.name).sort()).toEqual(
      ['短尾矮袋鼠贴纸', '短尾矮袋鼠星云版画'].sort(),
    );
  });

  it('takes % and _ in a keyword literally', async () => {
    const percent = await list({ category_id: paintings, keyword: '%' });
    expect(idsOf(percent.list)).toEqual([ids.tote]);
    const underscore = await list({ category_id: paintings, keyword: '_' });
    expect(idsOf(underscore.list)).toEqual([ids.garden]);
    const none = await list({ keyword: 'no such thing anywhere' });
    expect(none).toMatchObject({ list: [], total: 0 });
  });

  it('sorts newest first by default', async () => {
    const page = await list({ category_id: paintings });
    expect(idsOf(page.list)).toEqual([ids.garden, ids.tote, ids.harbour, ids.quokka]);
  });

  it('sorts by price either way, equal prices by id', async () => {
    const up = await list({ category_id: paintings, sort: 'price_asc' });
    expect(up.list.map((c) => c.price)).toEqual(['99.00', '99.00', '128.00', '450.00']);
    expect(idsOf(up.list)).toEqual([ids.harbour, ids.tote, ids.quokka, ids.garden]);
    const down = await list({ category_id: paintings, sort: 'price_desc' });
    expect(idsOf(down.list)).toEqual([ids.garden, ids.quokka, ids.tote, ids.harbour]);
  });

  it('sorts the points mall by points price', async () => {
    const up = await list({ category_id: gifts, sort: 'price_asc' });
    expect(up.list.map((c) => c.score_price)).toEqual([100, 300, 800]);
    const down = await list({ category_id: gifts, sort: 'price_desc' });
    expect(idsOf(down.list)).toEqual([ids.sticker, ids.tea, ids.badge]);
  });

  it('sorts by popularity: best-selling first', async () => {
    const page = await list({ category_id: paintings, sort: 'popular' });
    expect(idsOf(page.list)).toEqual([ids.harbour, ids.garden, ids.tote, ids.quokka]);
  });

  it('prices a cash product in yuan and a points product in points, never both', async () => {
    const art = await list({ category_id: paintings, keyword: 'quokka' });
    expect(art.list[0]).toMatchObject({ type: 'art', price: '128.00', score_price: 0 });
    const points = await list({ category_id: gifts, sort: 'price_asc' });
    expect(points.list[0]).toMatchObject({
      id: ids.badge,
      type: 'points',
      price: '0.00',
      score_price: 100,
    });
    expect(points.list[0]).toEqual({
      id: ids.badge,
      type: 'points',
      category_id: gifts,
      name: '珐琅徽章',
      image: expect.stringMatching(/^\/img\/test-\d+\.svg$/),
      price: '0.00',
      score_price: 100,
      earn_score: 0,
      stock: 5,
      sales: 0,
      release_at: null,
      limit_per_customer: null,
      sale_mode: 'first_come',
    });
  });

  it('pages: total, the second page, the last one and past the end', async () => {
    const newestFirst = [...shelfIds].reverse();
    const first = await list({ category_id: shelf, limit: 5 });
    expect(first).toMatchObject({ total: 12, page: 1, limit: 5 });
    expect(idsOf(first.list)).toEqual(newestFirst.slice(0, 5));
    const second = await list({ category_id: shelf, limit: 5, page: 2 });
    expect(second).toMatchObject({ total: 12, page: 2, limit: 5 });
    expect(idsOf(second.list)).toEqual(newestFirst.slice(5, 10));
    const third = await list({ category_id: shelf, limit: 5, page: 3 });
    expect(idsOf(third.list)).toEqual(newestFirst.slice(10));
    const past = await list({ category_id: shelf, limit: 5, page: 4 });
    expect(past).toMatchObject({ list: [], total: 12, page: 4 });
  });

  it('pages ten at a time by default and at most a hundred', async () => {
    const res = await call(ctx().app, 'productList', { category_id: shelf });
    expect(res.body.data).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(res.body.data.list).toHaveLength(10);
    expect((await list({ category_id: shelf, limit: 100 })).list).toHaveLength(12);
  });

  it('refuses a limit over 100, page 0, an unknown sort or mall with code 100', async () => {
    const tooMany = await call(ctx().app, 'productList', { limit: 101, lang: 'en' });
    expect(tooMany.body).toMatchObject({
      code: 100,
      msg: 'The page size must be a whole number from 1 to 100',
    });
    const pageZero = await call(ctx().app, 'productList', { page: 0, lang: 'zh-cn' });
    expect(pageZero.body).toMatchObject({ code: 100, msg: expect.stringMatching(/^页码/) });
    const sort = await call(ctx().app, 'productList', { sort: 'cheapest' });
    expect(sort.body.code).toBe(100);
    const mall = await call(ctx().app, 'productList', { type: 'gold' });
    expect(mall.body.code).toBe(100);
    const category = await call(ctx().app, 'productList', { category_id: 'abc' });
    expect(category.body.code).toBe(100);
  });
});
