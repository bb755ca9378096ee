import { PRODUCT_CSV_COLUMNS } from '@atelier/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../lib/rich-text';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { staffMember } from '../../test/staff';
import { insertCategory } from '../../test/fixtures/catalog';
import { buyNow, ok, post, refusal, shopper } from '../../test/fixtures/order';

type Answer = Promise<{ body: { code: number; msg: string; data: unknown } }>;
let serial = 0;

function productInput(category_id: number, extra: Record<string, unknown> = {}) {
  serial += 1;
  return {
    type: 'art',
    category_id,
    name_zh: `青绿山水 ${serial}`,
    name_en: `Blue-green Landscape ${serial}`,
    description_zh: '第一段\n\n第二段',
    description_en: 'First paragraph',
    specs_zh: [{ name: '尺寸', value: '30 × 40 cm' }],
    specs_en: [{ name: 'Size', value: '30 × 40 cm' }],
    brand_zh: '见山',
    brand_en: 'Atelier',
    product_no: `CON-${Date.now()}-${serial}`,
    gross_weight: 450,
    age_of_use_zh: '全年龄',
    age_of_use_en: 'All ages',
    material_zh: '宣纸',
    material_en: 'Xuan paper',
    size_zh: '30 × 40 厘米',
    size_en: '30 × 40 cm',
    price: '128.5',
    score_price: 0,
    earn_score: 12,
    images: ['/uploads/a.png', '/uploads/b.png'],
    stock: 10,
    ...extra,
  };
}

describe.each(databases)('the catalogue console on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });
  let editor = '';
  let art = 0;
  let points = 0;
  let app: FastifyInstance;

  const act = (name: string, input: Record<string, unknown>, method: 'GET' | 'POST' = 'POST') =>
    call(app, name, { lang: 'en', ...input }, { method, token: editor }) as Answer;
  const read = (name: string, input: Record<string, unknown> = {}) => act(name, input, 'GET');
  const publicRead = (name: string, input: Record<string, unknown>) =>
    call(app, name, { lang: 'en', ...input }) as Answer;
  const create = async (extra: Record<string, unknown> = {}) =>
    (await ok<{ id: number }>(act('productSave', productInput(art, extra)))).id;
  const stockOf = async (id: number) =>
    (
      await app.db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).stock;

  beforeAll(async () => {
    app = ctx().app;
    editor = (await staffMember(app, 'editor')).token;
    art = await insertCategory(app, 'art', 'Console Prints');
    points = await insertCategory(app, 'points', 'Console Rewards');
  });

  it('keeps of a description from the rich-text editor what the news would keep', async () => {
    const written =
      '<h2>The scroll</h2><p>Ink on <strong>silk</strong><img src="/uploads/scroll.png" onerror="alert(1)"></p>' +
      '<script>alert(2)</script><p><a href="javascript:alert(3)">look</a></p>';
    const id = await create({ description_en: written });
    const info = await ok<{ description_en: string; history: { labels: unknown }[] }>(
      read('productAdminInfo', { id }),
    );
    expect(info.description_en).toBe(sanitizeRichText(written));
    expect(info.description_en).toBe(
      '<h2>The scroll</h2><p>Ink on <strong>silk</strong><img src="/uploads/scroll.png" /></p><p><a rel="noopener noreferrer">look</a></p>',
    );
    expect(info.history[0]?.labels).toMatchObject({
      action: 'Saved product',
      fields: { description_en: 'English description' },
    });
  });

  it('creates a product off sale, shows it in both languages, and publishes it to the mall at once', async () => {
    const input = productInput(art);
    const { id } = await ok<{ id: number }>(act('productSave', input));
    const info = await ok<Record<string, unknown>>(read('productAdminInfo', { id }));
    expect(info).toMatchObject({
      name_zh: input.name_zh,
      name_en: input.name_en,
      price: '128.50',
      stock: 10,
      on_sale: false,
      images: ['/uploads/a.png', '/uploads/b.png'],
      description_zh: '<p>第一段</p><p>第二段</p>',
      missing_english: [],
    });
    expect(info.history).toMatchObject([
      { action: 'productSave', target_type: 'product', before: null, after: { price: '128.50' } },
    ]);

    // The public list is read (and cached) before publishing; the change shows at once.
    const before = await ok<{ list: { id: number }[] }>(
      publicRead('productList', { keyword: input.name_en }),
    );
    expect(before.list).toEqual([]);
    expect(await ok(act('productPublish', { id, on_sale: true }))).toEqual({ id, on_sale: true });
    const after = await ok<{ list: { id: number; name: string; price: string }[] }>(
      publicRead('productList', { keyword: input.name_en }),
    );
    expect(after.list).toMatchObject([{ id, name: input.name_en, price: '128.50' }]);
    const page = await ok<{ name: string; images: string[] }>(
      call(app, 'productInfo', { id, lang: 'zh-cn' }) as Answer,
    );
    expect(page).toMatchObject({ name: input.name_zh, images: input.images });

    // An edit shows at once on the product page too, and its audit row holds before and after.
    await ok(
      act('productSave', { ...input, id, stock: 0, name_en: 'Renamed Landscape', price: '99' }),
    );
    expect(await ok(publicRead('productInfo', { id }))).toMatchObject({
      name: 'Renamed Landscape',
      price: '99.00',
      stock: 10,
    });
    const edited = await ok<{ history: { before: unknown; after: unknown }[] }>(
      read('productAdminInfo', { id }),
    );
    expect(edited.history[0]).toMatchObject({
      before: { name_en: input.name_en, price: '128.50' },
      after: { name_en: 'Renamed Landscape', price: '99.00' },
    });
    expect(edited.history[1]).toMatchObject({
      before: { on_sale: false },
      after: { on_sale: true },
    });
  });

  it('refuses bad input, unknown ids and taken numbers with clear messages, storing nothing', async () => {
    const count = async () =>
      Number(
        (
          await app.db
            .selectFrom('products')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const total = await count();
    expect(await refusal(act('productSave', productInput(art, { price: '12.345' })))).toBe(
      'Price must be an amount in yuan with at most two decimals, such as 128 or 128.50',
    );
    expect(await refusal(act('productSave', productInput(art, { name_zh: ' ' })))).toBe(
      'Chinese name is required',
    );
    expect(await refusal(act('productSave', productInput(art, { images: [] })))).toBe(
      'Please upload 1 to 12 product images',
    );
    expect(await refusal(act('productSave', productInput(art, { stock: -1 })))).toBe(
      'Stock must be a whole number from 0 to 1000000',
    );
    expect(await refusal(act('productSave', productInput(points)))).toBe(
      'This category belongs to the other mall; please choose one of this mall',
    );
    expect(await refusal(act('productSave', productInput(99_999_999)))).toBe(
      'This category does not exist',
    );
    expect(await refusal(act('productSave', productInput(art, { artisan_id: 99_999_999 })))).toBe(
      'This artist does not exist',
    );
    expect(await refusal(act('productSave', productInput(art, { id: 99_999_999 })))).toBe(
      'This product does not exist',
    );
    const taken = productInput(art);
    await ok(act('productSave', taken));
    expect(
      await refusal(act('productSave', productInput(art, { product_no: taken.product_no }))),
    ).toBe(`The product number ${taken.product_no} is already used by another product`);
    expect(await count()).toBe(total + 1);
    expect(await refusal(read('productAdminInfo', { id: 99_999_999 }))).toBe(
      'This product does not exist',
    );
    expect(await refusal(act('productPublish', { id: 99_999_999, on_sale: true }))).toBe(
      'This product does not exist',
    );
    // Only staff with the catalogue permission.
    const operator = await staffMember(app, 'operator');
    const denied = await call(app, 'productSave', productInput(art), {
      method: 'POST',
      token: operator.token,
    });
    expect(denied.body.code).toBe(100);
  });

  it('sets a release time on the shop’s clock and a limit per customer, and refuses bad ones', async () => {
    // The sale mode is not the form's: a product is sold by draw while it has a drop.
    const id = await create({
      release_at: '2026-12-01 20:00',
      limit_per_customer: 2,
      sale_mode: 'draw',
    });
    const info = await ok<Record<string, unknown>>(read('productAdminInfo', { id }));
    expect(info).toMatchObject({
      release_at: '2026-12-01 20:00',
      limit_per_customer: 2,
      sale_mode: 'first_come',
    });
    const { time_zone } = await app.services.settings.shop();
    const row = await app.db
      .selectFrom('products')
      .select('release_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: time_zone,
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    }).format(row.release_at ?? 0);
    expect(local).toBe('2026-12-01, 20:00');

    // Left out, they stay as they were (a CSV row has no such columns); null clears them.
    await ok(act('productSave', { ...productInput(art), id, product_no: `KEEP-${id}` }));
    expect(await ok(read('productAdminInfo', { id }))).toMatchObject({
      release_at: '2026-12-01 20:00',
      limit_per_customer: 2,
    });
    await ok(
      act('productSave', {
        ...productInput(art),
        id,
        product_no: `KEEP-${id}`,
        release_at: null,
        limit_per_customer: null,
      }),
    );
    expect(await ok(read('productAdminInfo', { id }))).toMatchObject({
      release_at: null,
      limit_per_customer: null,
      sale_mode: 'first_come',
    });

    for (const release_at of ['2026-13-01 20:00', '2026-02-30 10:00', '2026-12-01 24:00', 'soon'])
      expect(await refusal(act('productSave', productInput(art, { release_at })))).toBe(
        'Release time must be a valid time, such as 2026-12-01 20:00',
      );
    for (const limit_per_customer of [0, 1.5, -2])
      expect(await refusal(act('productSave', productInput(art, { limit_per_customer })))).toBe(
        'Limit per customer must be a whole number from 1 to 1000000',
      );
    const zh = await call(
      app,
      'productSave',
      { ...productInput(art, { limit_per_customer: 0 }), lang: 'zh-cn' },
      { method: 'POST', token: editor },
    );
    expect(zh.body.msg).toBe('每人限购 须为 1 至 1000000 之间的整数');
  });

  it('counts the units bought before a limit per customer was set towards it', async () => {
    const id = await create({ stock: 10 });
    await ok(act('productPublish', { id, on_sale: true }));
    const [ann, bob] = [await shopper(app, 'cntann'), await shopper(app, 'cntbob')];
    await ok(buyNow(app, ann, id, 2));
    const cancelled = await ok<{ order_id: number }>(buyNow(app, bob, id, 2));
    await ok(post(app, 'orderCancel', { id: cancelled.order_id }, bob.token));

    const product_no = `LIM-${id}`;
    await ok(act('productSave', { ...productInput(art), id, product_no, limit_per_customer: 3 }));
    expect(await refusal(buyNow(app, ann, id, 2, { lang: 'en' }))).toMatch(
      /^You can buy 1 more of “Blue-green Landscape \d+” \(at most 3 per customer\)$/,
    );
    // A cancelled order holds nothing.
    await ok(buyNow(app, bob, id, 3));
  });

  it('adjusts stock with a reason, never below zero, and keeps the movements', async () => {
    const id = await create({ stock: 3 });
    expect(await ok(act('stockAdjust', { id, delta: 5, reason: 'Restocked' }))).toEqual({
      id,
      stock: 8,
    });
    expect(await refusal(act('stockAdjust', { id, delta: -9, reason: 'Broken' }))).toBe(
      'Not enough stock: 8 in stock, 9 cannot be taken',
    );
    expect(await refusal(act('stockAdjust', { id, delta: -1, reason: ' ' }))).toBe(
      'Reason is required',
    );
    expect(await refusal(act('stockAdjust', { id, delta: 0, reason: 'x' }))).toBe(
      'Stock change must be a non-zero whole number from -1000000 to 1000000',
    );
    expect(await refusal(act('stockAdjust', { id: 99_999_999, delta: 1, reason: 'x' }))).toBe(
      'This product does not exist',
    );
    await ok(act('stockAdjust', { id, delta: -2, reason: 'Damaged in the post' }));
    expect(await stockOf(id)).toBe(6);
    const moves = await ok<{ list: unknown[]; total: number }>(
      read('stockMovements', { product_id: id, limit: 1 }),
    );
    expect(moves.total).toBe(2);
    expect(moves.list).toMatchObject([
      { delta: -2, stock_after: 6, reason: 'Damaged in the post', actor_name: expect.any(String) },
    ]);
    expect(await refusal(read('stockMovements', { product_id: 99_999_999 }))).toBe(
      'This product does not exist',
    );
    const info = await ok<{ history: { before: unknown; after: unknown }[] }>(
      read('productAdminInfo', { id }),
    );
    expect(info.history[0]).toMatchObject({
      before: { stock: 8 },
      after: { stock: 6, reason: 'Damaged in the post' },
    });
  });

  it('takes 20 parallel units from a stock of 10: 10 succeed, 10 are refused, 10 movements', async () => {
    const id = await create({ stock: 10 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        act('stockAdjust', { id, delta: -1, reason: 'Parallel count' }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.body.code === 100)).toHaveLength(10);
    expect(await stockOf(id)).toBe(0);
    const moves = await ok<{ total: number }>(read('stockMovements', { product_id: id }));
    expect(moves.total).toBe(10);
  });

  it('searches, filters and flags products whose English is missing', async () => {
    const tag = `Q${Date.now()}`;
    const full = await create({ name_en: `${tag} Full`, stock: 50 });
    const half = await create({
      name_en: '',
      name_zh: `${tag} 只有中文`,
      description_en: '',
      specs_en: [],
      stock: 2,
    });
    const list = await ok<{ list: { id: number; missing_english: string[] }[]; total: number }>(
      read('productAdminList', { keyword: tag.toLowerCase() }),
    );
    expect(list.total).toBe(2);
    expect(list.list.find((p) => p.id === half)?.missing_english).toEqual([
      'name',
      'description',
      'specs',
    ]);
    expect(list.list.find((p) => p.id === full)?.missing_english).toEqual([]);
    const low = await ok<{ list: { id: number; low_stock: boolean }[] }>(
      read('productAdminList', { keyword: tag, low_stock: true }),
    );
    expect(low.list).toMatchObject([{ id: half, low_stock: true }]);
    const info = await ok<{ product_no: string }>(read('productAdminInfo', { id: full }));
    const byNumber = await ok<{ list: { id: number }[] }>(
      read('productAdminList', { keyword: info.product_no }),
    );
    expect(byNumber.list.map((p) => p.id)).toEqual([full]);
    await ok(act('productPublish', { id: full, on_sale: true }));
    const onSale = await ok<{ list: { id: number }[] }>(
      read('productAdminList', { keyword: tag, on_sale: true, sort: 'stock_desc' }),
    );
    expect(onSale.list.map((p) => p.id)).toEqual([full]);
    expect(await refusal(read('productAdminList', { sort: 'nonsense' }))).toMatch(/^Sort/);
  });

  describe('CSV files', () => {
    const header = PRODUCT_CSV_COLUMNS.join(',');
    const line = (no: string, values: Partial<Record<string, string>> = {}) => {
      const row: Record<string, string> = {
        product_no: no,
        type: 'art',
        category_id: String(art),
        artisan_id: '',
        name_zh: `导入 ${no}`,
        name_en: `Imported ${no}`,
        gross_weight: '100',
        price: '66.6',
        score_price: '0',
        earn_score: '0',
        stock: '7',
        on_sale: '1',
        images: '/uploads/x.png|/uploads/y.png',
        ...values,
      };
      return PRODUCT_CSV_COLUMNS.map((c) => JSON.stringify(row[c] ?? '')).join(',');
    };

    it('exports the filtered list with the import’s columns and imports it back', async () => {
      const tag = `X${Date.now()}`;
      const id = await create({ name_en: `${tag} Export`, stock: 4 });
      const file = await ok<{ filename: string; csv: string }>(
        read('productExport', { keyword: tag }),
      );
      expect(file.filename).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = file.csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toBe(header);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`${tag} Export`);

      const edited = file.csv.replace(`${tag} Export`, `${tag} Edited`).replace(',4,', ',9,');
      const preview = await ok<{ valid: boolean; rows: { action: string; errors: string[] }[] }>(
        act('productImportPreview', { csv: edited }),
      );
      expect(preview).toMatchObject({ valid: true, rows: [{ action: 'update', errors: [] }] });
      const newNo = `IMP-${tag}`;
      const withNew = `${edited.trimEnd()}\n${line(newNo)}\n`;
      expect(await ok(act('productImport', { csv: withNew }))).toEqual({ created: 1, updated: 1 });
      const info = await ok<{ name_en: string; stock: number; movements: { reason: string }[] }>(
        read('productAdminInfo', { id }),
      );
      expect(info).toMatchObject({ name_en: `${tag} Edited`, stock: 9 });
      expect(info.movements[0]).toMatchObject({ delta: 5, reason: 'CSV import' });
      const created = await ok<{ list: { price: string; stock: number; on_sale: boolean }[] }>(
        read('productAdminList', { keyword: newNo }),
      );
      expect(created.list).toMatchObject([{ price: '66.60', stock: 7, on_sale: true }]);
    });

    it('names each bad row with its reasons, and a file with one bad row stores nothing', async () => {
      const tag = `B${Date.now()}`;
      const csv = [
        header,
        line(`${tag}-1`),
        line(`${tag}-2`, { price: '1.999', name_zh: '' }),
        line(`${tag}-1`),
        line(`${tag}-4`, { category_id: String(points) }),
        line(`${tag}-5`, { type: 'gift', on_sale: 'yes' }),
      ].join('\n');
      const preview = await ok<{
        valid: boolean;
        rows: { line: number; action: string; errors: string[]; values: { price: string } }[];
      }>(act('productImportPreview', { csv }));
      expect(preview.valid).toBe(false);
      expect(preview.rows.map((r) => [r.line, r.errors])).toEqual([
        [2, []],
        [
          3,
          [
            'Chinese name is required',
            'Price must be an amount in yuan with at most two decimals, such as 128 or 128.50',
          ],
        ],
        [4, ['Same product number as line 2']],
        [5, ['This category belongs to the other mall; please choose one of this mall']],
        [6, ['Mall must be one of: art / points', 'On sale must be one of: 1 / 0']],
      ]);
      expect(preview.rows[1]?.values.price).toBe('1.999');
      expect(await refusal(act('productImport', { csv }))).toBe(
        'Nothing was imported: line(s) 3, 4, 5, 6 have errors',
      );
      const stored = await ok<{ total: number }>(read('productAdminList', { keyword: tag }));
      expect(stored.total).toBe(0);
    });

    it('refuses a file with the wrong columns, naming the expected ones', async () => {
      const message = `The CSV columns are wrong; expected: ${PRODUCT_CSV_COLUMNS.join(', ')}`;
      expect(await refusal(act('productImportPreview', { csv: 'name,price\nA,1.00\n' }))).toBe(
        message,
      );
      expect(await refusal(act('productImport', { csv: 'name,price\nA,1.00\n' }))).toBe(message);
      expect(await refusal(act('productImport', { csv: `${header}\n` }))).toBe(
        'The CSV file holds no products',
      );
      expect(await refusal(act('productImport', { csv: '' }))).toBe('The CSV file is empty');
    });
  });

  it('names, adds and orders categories; the public list follows at once', async () => {
    const before = await ok<{ id: number }[]>(publicRead('productCategory', { type: 'points' }));
    const code = `rewards-${Date.now()}`;
    const { id } = await ok<{ id: number }>(
      act('categorySave', { type: 'points', code, name_zh: '新奖品', name_en: '' }),
    );
    await ok(
      act('categorySave', { id, type: 'points', code, name_zh: '新奖品', name_en: 'New Rewards' }),
    );
    expect(await refusal(act('categorySave', { id, type: 'art', code, name_zh: 'x' }))).toBe(
      'This category belongs to the other mall; please choose one of this mall',
    );
    expect(
      await refusal(act('categorySave', { id: 99_999_999, type: 'art', code: 'zz', name_zh: 'x' })),
    ).toBe('This category does not exist');
    expect(await refusal(act('categorySave', { type: 'points', code, name_zh: 'x' }))).toBe(
      `This mall already has a category with the code ${code}`,
    );
    expect(
      await refusal(act('categorySave', { type: 'points', code: 'Bad Code', name_zh: 'x' })),
    ).toBe('Code is 1-40 lower-case letters, digits or -, such as prints');
    const list = await ok<{ id: number; name_en: string; product_count: number }[]>(
      read('categoryAdminList', { type: 'points' }),
    );
    expect(list.at(-1)).toMatchObject({ id, code, name_en: 'New Rewards', product_count: 0 });
    const ids = [id, ...list.filter((c) => c.id !== id).map((c) => c.id)];
    expect(await refusal(act('categoryReorder', { type: 'points', ids: ids.slice(1) }))).toBe(
      'The new order must list every item of this place exactly once; please reload and try again',
    );
    await ok(act('categoryReorder', { type: 'points', ids }));
    const after = await ok<{ id: number; name: string }[]>(
      publicRead('productCategory', { type: 'points' }),
    );
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ id, code, name: 'New Rewards' });
  });

  it('adds, edits, orders and removes banners; the site shows each change at once', async () => {
    const shown = async () =>
      (await ok<{ id: number; title: string }[]>(publicRead('banner', { position: 'points' }))).map(
        (b) => b.id,
      );
    const start = await shown();
    const { id } = await ok<{ id: number }>(
      act('bannerSave', { position: 'points', title_zh: '春季', image: '/uploads/s.png' }),
    );
    expect(await shown()).toEqual([...start, id]);
    const list = await ok<{ id: number; missing_english: string[] }[]>(
      read('bannerAdminList', { position: 'points' }),
    );
    expect(list.at(-1)).toMatchObject({ id, missing_english: ['title'] });
    await ok(
      act('bannerSave', {
        id,
        position: 'points',
        title_zh: '春季',
        title_en: 'Spring',
        image: '/uploads/s.png',
      }),
    );
    await ok(act('bannerReorder', { position: 'points', ids: [id, ...start] }));
    // The same order again changes nothing and is still accepted.
    await ok(act('bannerReorder', { position: 'points', ids: [id, ...start] }));
    expect(await shown()).toEqual([id, ...start]);
    expect(await refusal(act('bannerSave', { position: 'points', title_zh: 'x', image: '' }))).toBe(
      'Image is required',
    );
    expect(await refusal(act('bannerDelete', { id: 99_999_999 }))).toBe(
      'This banner does not exist',
    );
    await ok(act('bannerDelete', { id }));
    expect(await shown()).toEqual(start);
    const trail = await app.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('target_type', '=', 'banner')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(trail.map((r) => r.action)).toEqual([
      'bannerSave',
      'bannerSave',
      'bannerReorder',
      'bannerReorder',
      'bannerDelete',
    ]);
    expect(JSON.parse(trail[4]?.changes ?? '{}')).toMatchObject({
      before: { title_en: 'Spring' },
      after: null,
    });
  });

  it('adds and edits artists, flagging missing English', async () => {
    const { id } = await ok<{ id: number }>(
      act('artistSave', {
        name_zh: `画家${Date.now()}`,
        title_zh: '版画家',
        city_zh: '杭州',
        avatar: '',
        cover: '',
      }),
    );
    const list = await ok<{ list: { id: number; missing_english: string[] }[] }>(
      read('artistAdminList', { keyword: '画家' }),
    );
    expect(list.list.find((a) => a.id === id)?.missing_english).toEqual(['name', 'title', 'city']);
    await ok(
      act('artistSave', {
        id,
        name_zh: '画家',
        name_en: 'Painter',
        avatar: '',
        cover: '',
      }),
    );
    const edited = await ok<{ list: { id: number; name_en: string }[] }>(
      read('artistAdminList', { keyword: 'Painter' }),
    );
    expect(edited.list.find((a) => a.id === id)).toMatchObject({ name_en: 'Painter' });
    expect(
      await refusal(act('artistSave', { id: 99_999_999, name_zh: 'x', avatar: '', cover: '' })),
    ).toBe('This artist does not exist');
    expect(await refusal(act('artistSave', { name_zh: '', avatar: '', cover: '' }))).toBe(
      'Chinese name is required',
    );
  });
});
