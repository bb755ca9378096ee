import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app';

function fakeBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'atelier-dist-'));
  mkdirSync(path.join(dist, 'static'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(dist, 'pages'));
  writeFileSync(
    path.join(dist, 'pages', 'GLOBALSHOP.html'),
    '<!doctype html><link rel="modulepreload" href="/static/mall.js"><div id="root"></div>',
  );
  writeFileSync(
    path.join(dist, 'pages', 'admin.html'),
    '<!doctype html><link rel="modulepreload" href="/static/console.js"><div id="root"></div>',
  );
  mkdirSync(path.join(dist, 'pages', 'admin'));
  writeFileSync(
    path.join(dist, 'pages', 'admin', 'dashboard.html'),
    '<!doctype html><link rel="modulepreload" href="/static/dashboard.js"><div id="root"></div>',
  );
  const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(path.join(dist, 'static', 'index-abc123.js'), js);
  writeFileSync(path.join(dist, 'static', 'index-abc123.js.gz'), gzipSync(js));
  writeFileSync(path.join(dist, 'static', 'index-abc123.js.br'), brotliCompressSync(js));
  return dist;
}

describe('hosting the built web app', () => {
  const ctx = useTestApp('sqlite', { WEB_DIST: fakeBuild() }, { demo: true });

  it('answers every unknown page path with index.html, so the SPA decides', async () => {
    for (const url of ['/', '/about', '/no/such/page?x=1']) {
      const res = await ctx().app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('answers a page the build has its own document for with that document', async () => {
    for (const url of ['/GLOBALSHOP', '/GLOBALSHOP?page=2']) {
      const res = await ctx().app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('/static/mall.js');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const other = await ctx().app.inject({ method: 'GET', url: '/PointsMall' });
    expect(other.body).not.toContain('/static/mall.js');
  });

  it("answers every path below a section with the section's document", async () => {
    for (const url of ['/admin', '/admin/orders', '/admin/orders/12?tab=items']) {
      const res = await ctx().app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('/static/console.js');
    }
    // A page below it with its own document gets that one.
    const dashboard = await ctx().app.inject({ method: 'GET', url: '/admin/dashboard?range=7d' });
    expect(dashboard.body).toContain('/static/dashboard.js');
    for (const url of ['/administrator', '/GLOBALSHOP/extra', '/about']) {
      const res = await ctx().app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('/static/console.js');
    }
  });

  it("tells the browser the product page's first picture with the document", async () => {
    const list = await ctx().app.inject({ method: 'GET', url: '/api/index/productList?limit=1' });
    const id = (list.json() as { data: { list: Array<{ id: number }> } }).data.list[0]?.id;
    const info = await ctx().app.inject({ method: 'GET', url: `/api/index/productInfo?id=${id}` });
    const first = (info.json() as { data: { images: string[] } }).data.images[0];
    expect(first).toMatch(/^\/uploads\//);

    const page = await ctx().app.inject({ method: 'GET', url: `/productDetail?id=${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers.link).toBe(`<${first}>; rel=preload; as=image; fetchpriority=high`);
    for (const url of [
      '/productDetail?id=999999',
      '/productDetail?id=x',
      '/productDetail',
      '/about',
    ]) {
      const other = await ctx().app.inject({ method: 'GET', url });
      expect(other.statusCode).toBe(200);
      expect(other.headers.link).toBeUndefined();
    }
  });

  it('keeps API and upload misses as JSON 404s', async () => {
    const api = await ctx().app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404 });
    const upload = await ctx().app.inject({ method: 'GET', url: '/uploads/missing.png' });
    expect(upload.statusCode).toBe(404);
  });

  it('serves hashed assets cached immutably and pre-compressed', async () => {
    const br = await ctx().app.inject({
      method: 'GET',
      url: '/static/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await ctx().app.inject({
      method: 'GET',
      url: '/static/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('compresses large API answers for clients that accept it', async () => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/index/company?lang=en',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
