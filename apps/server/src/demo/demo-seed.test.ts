import { readdir, rm, stat } from 'node:fs/promises';
import { isSerialWellFormed } from '@atelier/contract/serial-code';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../lib/rich-text';
import { call, databases, useTestApp, type TestApp } from '../test/build-test-app';
import { seedDemo } from './demo-seed';

const CJK = /[\u4e00-\u9fff]/;
const seedDir = (t: TestApp) => path.join(t.config.uploadsDir, 'seed');
const fileOf = (t: TestApp, url: string) =>
  path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));

const productTexts = ['name', 'description', 'brand', 'age_of_use', 'material', 'size'] as const;
const artistTexts = ['name', 'title', 'intro', 'bio', 'city'] as const;
const workTexts = ['title', 'medium', 'description'] as const;

async function catalogue(t: TestApp) {
  const db = t.app.db;
  return {
    categories: await db.selectFrom('product_categories').selectAll().orderBy('sort').execute(),
    products: await db.selectFrom('products').selectAll().orderBy('id').execute(),
    artists: await db.selectFrom('artisans').selectAll().orderBy('id').execute(),
    works: await db.selectFrom('artworks').selectAll().orderBy('id').execute(),
  };
}

/** The studio's picture files with their modification times. */
async function seedFiles(t: TestApp) {
  const names = (await readdir(seedDir(t))).sort();
  return Promise.all(
    names.map(async (name) => [name, (await stat(path.join(seedDir(t), name))).mtimeMs]),
  );
}

describe.each(databases)('the demo seed on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });

  it('seeds the demo customer with 5000 points and a member of staff of each role, passwords hashed', async () => {
    const users = await ctx()
      .app.db.selectFrom('users')
      .select(['username', 'role', 'score', 'password_hash'])
      .where('username', 'not like', 'collector_%')
      .where('username', 'not like', 'applicant_%')
      .orderBy('username')
      .execute();
    expect(users.map(({ username, role, score }) => ({ username, role, score }))).toEqual([
      { username: 'admin', role: 'admin', score: 0 },
      { username: 'demo', role: 'user', score: 5000 },
      { username: 'editor', role: 'editor', score: 0 },
      { username: 'neighbour', role: 'user', score: 0 },
      { username: 'operator', role: 'operator', score: 0 },
    ]);
    expect(users.every((u) => u.password_hash.startsWith('$argon2id$'))).toBe(true);
  });

  it('gives each category the code the web routes use, in the malls and order they had', async () => {
    const { categories } = await catalogue(ctx());
    expect(categories.map((c) => [c.type, c.code, c.name_zh])).toEqual([
      ['art', 'paintings', '数字绘画'],
      ['art', 'prints', '限量版画'],
      ['art', 'generative', '生成艺术'],
      ['art', 'peripherals', '艺术周边'],
      ['art', 'figures', '手办雕塑'],
      ['points', 'gifts', '积分好礼'],
      ['points', 'collectibles', '数字藏品'],
    ]);
  });

  it('stocks both malls with at least 40 products spread over every category', async () => {
    const { categories, products } = await catalogue(ctx());
    expect(products.length).toBeGreaterThanOrEqual(40);
    const perCategory = categories.map((c) => products.filter((p) => p.category_id === c.id));
    expect(perCategory.every((list) => list.length >= 4)).toBe(true);
    for (const [i, c] of categories.entries())
      expect(perCategory[i]?.every((p) => p.type === c.type)).toBe(true);
    expect(products.filter((p) => p.type === 'art').length).toBeGreaterThanOrEqual(25);
    expect(products.filter((p) => p.type === 'points').length).toBeGreaterThanOrEqual(10);
  });

  it('prices art in fen earning a point per yuan, and points products in points alone', async () => {
    const { products } = await catalogue(ctx());
    for (const p of products.filter((q) => q.type === 'art')) {
      expect(p.price).toBeGreaterThanOrEqual(39_00);
      expect(p.price).toBeLessThanOrEqual(28_000_00);
      expect(p.score_price).toBe(0);
      expect(p.earn_score).toBe(Math.floor(p.price / 100));
    }
    for (const p of products.filter((q) => q.type === 'points')) {
      expect(p.price).toBe(0);
      expect(p.score_price).toBeGreaterThanOrEqual(200);
      expect(p.score_price).toBeLessThanOrEqual(20_000);
      expect(p.earn_score).toBe(0);
    }
  });

  it('has sold-out, nearly sold-out and well-stocked products, one withdrawn, all dated apart', async () => {
    const { products } = await catalogue(ctx());
    expect(products.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.stock > 0 && p.stock <= 3).length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => p.stock >= 50).length).toBeGreaterThanOrEqual(10);
    expect(products.filter((p) => p.on_sale === 0)).toHaveLength(1);
    expect(new Set(products.map((p) => p.sales)).size).toBeGreaterThan(30);
    const dates = products.map((p) => Number(p.created_at));
    expect(new Set(dates).size).toBe(products.length);
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(180 * 24 * 3600 * 1000);
    expect(Math.max(...dates)).toBeLessThanOrEqual(Date.now());
  });

  it('numbers every product uniquely and fills every field of the detail page in both languages', async () => {
    const { products } = await catalogue(ctx());
    expect(new Set(products.map((p) => p.product_no)).size).toBe(products.length);
    for (const p of products) {
      expect(p.product_no).toMatch(/^ATL-[A-Z]{3}-\d{4}$/);
      expect(p.gross_weight).toBeGreaterThan(0);
      for (const field of productTexts) {
        expect(p[`${field}_zh`], `${p.product_no} ${field}`).not.toBe('');
        expect(p[`${field}_en`], `${p.product_no} ${field}`).not.toBe('');
        expect(p[`${field}_en`], `${p.product_no} ${field}`).not.toMatch(CJK);
      }
      expect(p.name_zh).toMatch(CJK);
      expect(p.description_zh).toMatch(CJK);
      for (const html of [p.description_zh, p.description_en]) {
        expect(html.startsWith('<p>')).toBe(true);
        expect(sanitizeRichText(html)).toBe(html);
      }
      const zh = JSON.parse(p.specs_zh) as Array<{ name: string; value: string }>;
      const en = JSON.parse(p.specs_en) as Array<{ name: string; value: string }>;
      expect(zh.length).toBeGreaterThanOrEqual(3);
      expect(zh.length).toBeLessThanOrEqual(6);
      expect(en).toHaveLength(zh.length);
      expect([...zh, ...en].every((row) => row.name !== '' && row.value !== '')).toBe(true);
      expect(en.some((row) => CJK.test(row.name + row.value))).toBe(false);
    }
  });

  it('shows at least three valid SVG pictures per product, the cover first', async () => {
    const t = ctx();
    const { products } = await catalogue(t);
    for (const p of products) {
      const images = JSON.parse(p.images) as string[];
      expect(images.length).toBeGreaterThanOrEqual(3);
      expect(p.image).toBe(images[0]);
      expect(new Set(images).size).toBe(images.length);
      for (const url of images) {
        expect(url).toMatch(/^\/uploads\/seed\/[\w-]+\.svg$/);
        const file = await stat(fileOf(t, url));
        expect(file.size).toBeLessThan(24 * 1024);
        const meta = await sharp(fileOf(t, url)).metadata();
        expect(meta.format).toBe('svg');
        expect([meta.width, meta.height]).toEqual([800, 800]);
      }
    }
  });

  it('introduces at least 8 artists with bios, pictures and works, some selling in the shop', async () => {
    const t = ctx();
    const { artists, works, products } = await catalogue(t);
    expect(artists.length).toBeGreaterThanOrEqual(8);
    for (const a of artists) {
      for (const field of artistTexts) {
        expect(a[`${field}_zh`], `${a.name_en} ${field}`).toMatch(CJK);
        expect(a[`${field}_en`], `${a.name_en} ${field}`).not.toMatch(CJK);
        expect(a[`${field}_en`]).not.toBe('');
      }
      expect(a.bio_zh.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expect(a.bio_en.split('\n\n')).toHaveLength(a.bio_zh.split('\n\n').length);
      const avatar = await sharp(fileOf(t, a.avatar)).metadata();
      const cover = await sharp(fileOf(t, a.cover)).metadata();
      expect(avatar.width).toBe(avatar.height);
      expect(cover.width ?? 0).toBeGreaterThan(2 * (cover.height ?? 0));

      const own = works.filter((w) => w.artisan_id === a.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(6);
      for (const w of own) {
        expect(w.year).toBeGreaterThanOrEqual(2016);
        expect(w.year).toBeLessThanOrEqual(2026);
        for (const field of workTexts) {
          expect(w[`${field}_zh`], `${w.title_en} ${field}`).toMatch(CJK);
          expect(w[`${field}_en`], `${w.title_en} ${field}`).not.toMatch(CJK);
        }
        expect((await sharp(fileOf(t, w.image)).metadata()).format).toBe('svg');
      }
      expect(products.some((p) => p.artisan_id === a.id)).toBe(true);
    }
  });

  it('shows every artist with likes and followers of their own, not zeros', async () => {
    const res = await call(ctx().app, 'artisan', { limit: 100, lang: 'en' });
    const list = res.body.data.list as { like_count: number; follower_count: number }[];
    expect(list.length).toBeGreaterThanOrEqual(8);
    for (const a of list) {
      expect(a.like_count).toBeGreaterThan(100);
      expect(a.follower_count).toBeGreaterThan(100);
      expect(a.follower_count).toBeLessThan(a.like_count);
    }
    expect(new Set(list.map((a) => a.like_count)).size).toBe(list.length);
    expect(new Set(list.map((a) => a.follower_count)).size).toBe(list.length);
  });

  it('issues a demo edition of twelve well-formed serials, the demo customer owning the first two', async () => {
    const { db } = ctx().app;
    const serials = await db
      .selectFrom('serials as s')
      .leftJoin('users as u', 'u.id', 's.owner_id')
      .select(['s.code', 's.edition_number', 's.activated_at', 'u.username'])
      .orderBy('s.edition_number')
      .execute();
    expect(serials.map((s) => s.edition_number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(serials.every((s) => isSerialWellFormed(s.code))).toBe(true);
    expect(serials.map((s) => s.username)).toEqual(['demo', 'demo', ...Array(10).fill(null)]);
    expect(serials.filter((s) => s.activated_at !== null)).toHaveLength(2);
    const batch = await db.selectFrom('serial_batches').selectAll().executeTakeFirstOrThrow();
    expect({ quantity: batch.quantity, owned: batch.owned_count, status: batch.status }).toEqual({
      quantity: 12,
      owned: 2,
      status: 'active',
    });
  });

  it('running it again on a seeded database changes nothing', async () => {
    const t = ctx();
    const { app } = t;
    const count = async () => {
      const rows = await Promise.all(
        (['users', 'banners', 'links', 'config', 'serials'] as const).map((table) =>
          app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow(),
        ),
      );
      return rows.map((r) => Number(r.n));
    };
    const before = {
      counts: await count(),
      catalogue: await catalogue(t),
      files: await seedFiles(t),
    };
    // Four accounts, eight collectors on the rank lists, the community's neighbour and three
    // applicants to join-us; one demo edition of twelve serials.
    expect(before.counts).toEqual([16, 6, 10, 3, 12]);
    await seedDemo(app);
    expect({
      counts: await count(),
      catalogue: await catalogue(t),
      files: await seedFiles(t),
    }).toEqual(before);
  });
});

describe.each(databases)('a database seeded before the catalogue existed, on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });

  it('gets the catalogue on its next start, in the categories it already had', async () => {
    const t = ctx();
    const { app } = t;
    const seeded = await catalogue(t);
    // What the older seed left: the studio and its categories, without codes, products,
    // artists or their pictures, and so without the demo customer's orders.
    await app.db.deleteFrom('order_tracking').execute();
    await app.db.deleteFrom('order_items').execute();
    await app.db.deleteFrom('orders').execute();
    await app.db.deleteFrom('products').execute();
    await app.db.deleteFrom('artworks').execute();
    await app.db.deleteFrom('artisans').execute();
    await app.db.updateTable('product_categories').set({ code: '' }).execute();
    for (const name of await readdir(seedDir(t)))
      if (/^(product|artist)-/.test(name)) await rm(path.join(seedDir(t), name));

    await seedDemo(app);

    const after = await catalogue(t);
    expect(after.categories).toEqual(seeded.categories);
    expect(after.products).toHaveLength(seeded.products.length);
    expect(after.artists).toHaveLength(seeded.artists.length);
    expect(after.works).toHaveLength(seeded.works.length);
    const strip = <T extends { id: number }>({ id: _id, ...row }: T) => row;
    expect(after.works.map((w) => strip({ ...w, artisan_id: 0 }))).toEqual(
      seeded.works.map((w) => strip({ ...w, artisan_id: 0 })),
    );
    const names = (rows: Array<{ name_en: string; category_id: number }>) =>
      rows.map((r) => [r.name_en, r.category_id]);
    expect(names(after.products)).toEqual(names(seeded.products));
    for (const p of after.products)
      for (const url of JSON.parse(p.images) as string[])
        expect((await stat(fileOf(t, url))).size).toBeGreaterThan(0);
  });
});

describe.each(databases)('a database seeded when only administrators existed, on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });

  it('gets the operator and the editor on its next start, who can then sign in', async () => {
    const { app } = ctx();
    await app.db.deleteFrom('users').where('username', 'in', ['operator', 'editor']).execute();
    await seedDemo(app);
    for (const [account, password, role] of [
      ['operator', 'Operator@12345', 'operator'],
      ['editor', 'Editor@12345', 'editor'],
    ]) {
      const signedIn = await call(
        app,
        'login',
        { account, password, scope: 'admin' },
        { method: 'POST' },
      );
      expect(signedIn.body.data.userinfo).toMatchObject({ username: account, role });
    }
  });
});
