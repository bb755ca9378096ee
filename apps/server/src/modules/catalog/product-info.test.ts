import { beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../lib/rich-text';
import { signUp } from '../../test/accounts';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { insertArtisan } from '../../test/fixtures/artisan';
import { insertCategory, insertProduct } from '../../test/fixtures/catalog';

describe.each(databases)('productInfo on %s', (kind) => {
  const ctx = useTestApp(kind);
  let category = 0;
  let artisanId = 0;
  let loom = 0;
  let untranslated = 0;
  let voucher = 0;
  let withdrawn = 0;

  beforeAll(async () => {
    const { app } = ctx();
    category = await insertCategory(app, 'art', 'Detail test prints');
    const points = await insertCategory(app, 'points', 'Detail test gifts');
    artisanId = await insertArtisan(app, {
      name_en: 'Wen Qiao',
      name_zh: '乔雯',
      avatar: '/img/wen.svg',
    });
    loom = await insertProduct(app, {
      category_id: category,
      artisan_id: artisanId,
      name_en: 'Aurora Loom',
      name_zh: '极光织机',
      image: '/img/loom-1.svg',
      images: JSON.stringify(['/img/loom-1.svg', '/img/loom-2.svg', '/img/loom-3.svg']),
      description_zh: sanitizeRichText('<p>织进<strong>光</strong><script>alert(1)</script></p>'),
      description_en: sanitizeRichText(
        '<p>Woven <strong>light</strong><img src="/img/loom-2.svg" onerror="alert(2)"></p>',
      ),
      specs_zh: JSON.stringify([{ name: '版次', value: '限量 30 版' }]),
      specs_en: JSON.stringify([{ name: 'Edition', value: 'Limited to 30' }]),
      brand_zh: '艺术工坊出品',
      brand_en: 'Atelier Editions',
      product_no: 'TST-AURORA-LOOM',
      gross_weight: 1250,
      age_of_use_zh: '十年',
      age_of_use_en: 'Ten years',
      material_zh: '棉麻画布',
      material_en: 'Cotton-linen canvas',
      size_zh: '60 × 80 厘米',
      size_en: '60 × 80 cm',
      price: 268000,
      earn_score: 268,
      stock: 7,
      sales: 3,
    });
    untranslated = await insertProduct(app, {
      category_id: category,
      name_en: '',
      name_zh: '只有中文的版画',
      description_zh: '<p>中文介绍</p>',
      specs_zh: JSON.stringify([{ name: '尺寸', value: 'A3' }]),
      brand_zh: '工坊',
      material_zh: '纸本',
      size_zh: 'A3',
      age_of_use_zh: '五年',
    });
    voucher = await insertProduct(app, {
      category_id: points,
      type: 'points',
      name_en: 'Studio Visit Voucher',
      price: 0,
      score_price: 500,
      earn_score: 0,
    });
    withdrawn = await insertProduct(app, {
      category_id: category,
      name_en: 'Retired Print',
      on_sale: 0,
    });
  });

  it('answers every field of a product in English', async () => {
    const res = await call(ctx().app, 'productInfo', { id: loom, lang: 'en' });
    expect(res.body).toEqual({
      code: 200,
      msg: 'OK',
      data: {
        id: loom,
        type: 'art',
        category_id: category,
        category_name: 'Detail test prints',
        name: 'Aurora Loom',
        image: '/img/loom-1.svg',
        images: ['/img/loom-1.svg', '/img/loom-2.svg', '/img/loom-3.svg'],
        description: '<p>Woven <strong>light</strong><img src="/img/loom-2.svg" /></p>',
        specs: [{ name: 'Edition', value: 'Limited to 30' }],
        brand: 'Atelier Editions',
        product_no: 'TST-AURORA-LOOM',
        gross_weight: 1250,
        age_of_use: 'Ten years',
        material: 'Cotton-linen canvas',
        size: '60 × 80 cm',
        price: '2680.00',
        score_price: 0,
        earn_score: 268,
        stock: 7,
        sales: 3,
        release_at: null,
        limit_per_customer: null,
        sale_mode: 'first_come',
        on_sale: true,
        artisan: { id: artisanId, name: 'Wen Qiao', avatar: '/img/wen.svg' },
        is_collected: false,
      },
    });
  });

  it('answers the same product in Chinese, with its description free of scripts', async () => {
    const res = await call(ctx().app, 'productInfo', { id: loom, lang: 'zh-cn' });
    expect(res.body.data).toMatchObject({
      name: '极光织机',
      category_name: 'Detail test prints（中）',
      description: '<p>织进<strong>光</strong></p>',
      specs: [{ name: '版次', value: '限量 30 版' }],
      brand: '艺术工坊出品',
      age_of_use: '十年',
      material: '棉麻画布',
      size: '60 × 80 厘米',
      artisan: { id: artisanId, name: '乔雯' },
    });
  });

  it('falls back to Chinese where the English is missing', async () => {
    const res = await call(ctx().app, 'productInfo', { id: untranslated, lang: 'en' });
    expect(res.body.data).toMatchObject({
      name: '只有中文的版画',
      description: '<p>中文介绍</p>',
      specs: [{ name: '尺寸', value: 'A3' }],
      brand: '工坊',
      material: '纸本',
      size: 'A3',
      age_of_use: '五年',
      artisan: null,
    });
  });

  it('prices a points product in points only', async () => {
    const res = await call(ctx().app, 'productInfo', { id: voucher, lang: 'en' });
    expect(res.body.data).toMatchObject({
      type: 'points',
      price: '0.00',
      score_price: 500,
      earn_score: 0,
    });
  });

  it('still shows a product taken off sale, marked as such', async () => {
    const res = await call(ctx().app, 'productInfo', { id: withdrawn, lang: 'en' });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Retired Print', on_sale: false });
  });

  it('says whether the product is in the favourites of the one asking', async () => {
    const { app } = ctx();
    const owner = await signUp(app, 'fav_owner');
    const other = await signUp(app, 'fav_other');
    const add = await call(
      app,
      'productCollection',
      { product_id: loom, collected: true },
      { method: 'POST', token: owner.token },
    );
    expect(add.body.data).toEqual({ collected: true });
    const mine = await call(app, 'productInfo', { id: loom }, { token: owner.token });
    expect(mine.body.data.is_collected).toBe(true);
    const theirs = await call(app, 'productInfo', { id: loom }, { token: other.token });
    expect(theirs.body.data.is_collected).toBe(false);
    const anonymous = await call(app, 'productInfo', { id: loom });
    expect(anonymous.body.data.is_collected).toBe(false);
  });

  it('refuses an unknown product with a message in both languages', async () => {
    const en = await call(ctx().app, 'productInfo', { id: 987654, lang: 'en' });
    expect(en.body).toEqual({ code: 100, msg: 'This product does not exist', data: null });
    const zh = await call(ctx().app, 'productInfo', { id: 987654, lang: 'zh-cn' });
    expect(zh.body).toMatchObject({ code: 100, msg: '该商品不存在' });
  });

  it('refuses a missing or malformed id with code 100', async () => {
    const missing = await call(ctx().app, 'productInfo', { lang: 'en' });
    expect(missing.body).toMatchObject({ code: 100, msg: 'Product is required' });
    for (const id of ['abc', '0', '-3', '1.5']) {
      const res = await call(ctx().app, 'productInfo', { id });
      expect(res.body).toMatchObject({
        code: 100,
        msg: '商品 须为 1 至 9007199254740991 之间的整数编号',
      });
    }
  });
});
