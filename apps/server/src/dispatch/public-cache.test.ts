import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { seedDemo } from '../demo/demo-seed';
import { signUp } from '../test/accounts';
import { call, databases, useTestApp } from '../test/build-test-app';

async function renameFirstCategory(app: FastifyInstance, name: string): Promise<number> {
  const first = await app.db
    .selectFrom('product_categories')
    .select('id')
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await app.db
    .updateTable('product_categories')
    .set({ name_en: name })
    .where('id', '=', first.id)
    .execute();
  return first.id;
}

const firstName = async (app: FastifyInstance) =>
  (await call(app, 'productCategory', { lang: 'en' })).body.data[0].name as string;

describe.each(databases)('public catalogue reads on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });

  it('send a weak ETag and answer a matching If-None-Match with 304 and no body', async () => {
    const { app } = ctx();
    const first = await app.inject({ url: '/api/index/productCategory?lang=en' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await app.inject({
      url: '/api/index/productCategory?lang=en',
      headers: { 'if-none-match': `"other", ${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const stale = await app.inject({
      url: '/api/index/productCategory?lang=en',
      headers: { 'if-none-match': 'W/"not-this-one"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data.length).toBeGreaterThan(0);

    const chinese = await app.inject({ url: '/api/index/productCategory?lang=zh-cn' });
    expect(chinese.headers.etag).not.toBe(etag);
  });

  it('serve from the cache until the catalogue changes, then the change at once', async () => {
    const { app } = ctx();
    const before = await firstName(app);
    await renameFirstCategory(app, 'Renamed behind the cache');
    expect(await firstName(app)).toBe(before);

    await app.services.publicCache.invalidate('catalog');
    expect(await firstName(app)).toBe('Renamed behind the cache');
    await renameFirstCategory(app, before);
    await app.services.publicCache.invalidate('catalog');
  });

  it('keep the studio’s pages through a catalogue change, and the catalogue through a page change', async () => {
    const { app } = ctx();
    const pageTitle = async () =>
      (await call(app, 'business', { lang: 'en' })).body.data.title as string;
    const setPageTitle = (title: string) =>
      app.db
        .updateTable('story_pages')
        .set({ title_en: title })
        .where('page', '=', 'business')
        .execute();
    const title = await pageTitle();
    const category = await firstName(app);
    await setPageTitle('Page renamed behind the cache');
    await renameFirstCategory(app, 'Category renamed behind the cache');

    // An order changes stock: catalogue answers go, the pages stay.
    await app.services.publicCache.invalidate('catalog');
    expect(await firstName(app)).toBe('Category renamed behind the cache');
    expect(await pageTitle()).toBe(title);

    // A content write: the pages go, the catalogue answers stay.
    await renameFirstCategory(app, category);
    await app.services.publicCache.invalidate('pages');
    expect(await pageTitle()).toBe('Page renamed behind the cache');
    expect(await firstName(app)).toBe('Category renamed behind the cache');

    await setPageTitle(title);
    await app.services.publicCache.invalidate('pages');
    await app.services.publicCache.invalidate('catalog');
  });

  it('send large answers compressed once, as the client accepts, and small ones plain', async () => {
    const { app } = ctx();
    const url = '/api/index/productList?limit=20&lang=en';
    const plain = await app.inject({ url });
    const encodings = [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const;
    for (const [accept, expected, decode] of encodings) {
      const res = await app.inject({
        url,
        headers: { 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
    const small = await app.inject({
      url: '/api/index/banner?position=points&lang=en',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(Buffer.byteLength(small.body)).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answer a signed-in visitor for themselves, never from the visitors’ cache', async () => {
    const { app } = ctx();
    const { token } = await signUp(app, 'cache');
    for (let i = 0; i < 2; i++) {
      const anonymous = await call(app, 'productInfo', { id: 1, lang: 'en' });
      expect(anonymous.body.data.is_collected).toBe(false);
    }
    await call(
      app,
      'productCollection',
      { product_id: 1, collected: true },
      { method: 'POST', token },
    );
    const mine = await call(app, 'productInfo', { id: 1, lang: 'en' }, { token });
    expect(mine.body.data.is_collected).toBe(true);
    const anonymous = await call(app, 'productInfo', { id: 1, lang: 'en' });
    expect(anonymous.body.data.is_collected).toBe(false);
  });

  it('send an answer from the cache with the same security headers as a computed one', async () => {
    const { app } = ctx();
    const url = '/api/index/productList?type=points&page=1&limit=5&lang=en';
    const computed = await app.inject({ url });
    const cached = await app.inject({ url });
    expect(cached.body).toBe(computed.body);
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'content-type',
      'etag',
    ]) {
      expect(cached.headers[name], name).toBe(computed.headers[name]);
    }
    expect(cached.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keep refusals out of the cache', async () => {
    const { app } = ctx();
    const refused = await call(app, 'productCategory', { type: 'gold', lang: 'en' });
    expect(refused.body.code).toBe(100);
    expect(refused.headers.etag).toBeUndefined();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('the cache across two instances sharing Redis', () => {
  const apps: FastifyInstance[] = [];
  let dataDir = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-cache-'));
    const env = {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: '',
      REDIS_URL: redisUrl ?? '',
      REDIS_PREFIX: `atelier-test-${Date.now()}-${process.pid}:`,
    };
    // Both instances use one database file, as instances share one database in production.
    for (let i = 0; i < 2; i++) apps.push(await buildApp(loadConfig(env)));
    const [first] = apps as [FastifyInstance];
    await seedDemo(first);
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a change announced by one instance empties the cache of the other', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const before = await firstName(b);
    await renameFirstCategory(a, 'Changed on instance A');
    expect(await firstName(b)).toBe(before);

    // A page change announced by A leaves B's catalogue answers alone; a catalogue one does not.
    await a.services.publicCache.invalidate('pages');
    await a.services.publicCache.invalidate('catalog');
    await expect.poll(() => firstName(b), { timeout: 5000 }).toBe('Changed on instance A');
  });
});

describe('cached reads and the rate limit', () => {
  const ctx = useTestApp('sqlite', { RATE_LIMIT_MAX: '3' });

  it('count the requests that reach the action, not the answers from the cache', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await call(ctx().app, 'productCategory', { lang: 'en' })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    // Each new question reaches the action and counts: the first one above, and these.
    const fresh = [];
    for (const lang of ['zh-cn', 'en']) {
      for (const type of ['art', 'points']) {
        fresh.push((await call(ctx().app, 'productCategory', { type, lang })).status);
      }
    }
    expect(fresh).toEqual([200, 200, 429, 429]);
  });
});
