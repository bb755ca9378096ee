import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signUp } from '../test/accounts';
import { call, databases, useTestApp } from '../test/build-test-app';

describe.each(databases)('the action dispatcher on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });

  it('answers a success in the envelope, with msg in the request language', async () => {
    const zh = await call(ctx().app, 'shopConfig', { lang: 'zh-cn' });
    expect(zh.status).toBe(200);
    expect(zh.body).toMatchObject({ code: 200, msg: '成功', data: { name: '艺术工坊' } });
    const en = await call(ctx().app, 'shopConfig', { lang: 'en' });
    expect(en.body).toMatchObject({ code: 200, msg: 'OK', data: { name: 'Atelier' } });
  });

  it('reads lang from a POST body and falls back to Chinese for an unknown language', async () => {
    const fr = await call(ctx().app, 'shopConfig', { lang: 'fr' });
    expect(fr.body.data.name).toBe('艺术工坊');
  });

  it('answers an unknown action with HTTP 404 and code 404', async () => {
    const res = await call(ctx().app, 'noSuchAction', { lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, msg: 'No such action' });
  });

  it('answers a known action called with the wrong method with HTTP 404', async () => {
    const res = await call(ctx().app, 'banner', { lang: 'zh-cn' }, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, msg: '接口不存在' });
  });

  it('refuses invalid input with code 100 naming the field, in both languages', async () => {
    const en = await call(ctx().app, 'banner', { position: 'sky', lang: 'en' });
    expect(en.status).toBe(200);
    expect(en.body.code).toBe(100);
    expect(en.body.msg).toMatch(/^Banner slot is invalid/);
    const zh = await call(ctx().app, 'productCategory', { type: 'gold', lang: 'zh-cn' });
    expect(zh.body.code).toBe(100);
    expect(zh.body.msg).toMatch(/^商城 无效/);
  });

  it('names a field as the action calls it: an applicant’s name is not a recipient', async () => {
    const { token } = await signUp(ctx().app);
    const apply = { position_id: 1, mobile: '13912345678', email: 'a@b.cn', answers: [] };
    for (const [lang, msg] of [
      ['en', 'Name is required'],
      ['zh-cn', '姓名 不能为空'],
    ] as const) {
      const res = await call(
        ctx().app,
        'joinUserCreate',
        { ...apply, lang },
        { method: 'POST', token },
      );
      expect(res.body).toMatchObject({ code: 100, msg });
    }
    const address = await call(
      ctx().app,
      'addressCreate',
      { lang: 'en' },
      { method: 'POST', token },
    );
    expect(address.body.msg).toBe('Recipient is required');
  });

  it('refuses malformed JSON with code 100 and no internals', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/index/userInfo',
      headers: { 'content-type': 'application/json' },
      payload: '{"lang": ',
    });
    expect(res.json()).toEqual({ code: 100, msg: '请求格式有误', data: null });
  });

  it('refuses a body over the size limit', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/index/userInfo',
      payload: { lang: 'en', filler: 'x'.repeat(300 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    // An unread body cannot tell its language; the fallback speaks.
    expect(res.json()).toEqual({ code: 100, msg: '请求内容过大', data: null });
  });

  it('sets security headers that forbid sniffing, framing and loading anything', async () => {
    const res = await call(ctx().app, 'shopConfig');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=/);
  });

  it('publishes the contract as OpenAPI 3', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/index/banner');
    expect(
      doc.paths['/api/index/banner'].get.parameters.map((p: { name: string }) => p.name),
    ).toContain('position');
  });

  it('turns a fault into HTTP 500 with a request id and no internals', async () => {
    const { app } = ctx();
    await sql`DROP TABLE links`.execute(app.db);
    const res = await call(app, 'getLink', { lang: 'en' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: 500,
      msg: 'Something went wrong on our side, please try again later',
      request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/links|sql|stack/i);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const stores: Array<[string, Record<string, string>]> = [['memory', {}]];
if (redisUrl) {
  stores.push([
    'redis',
    { REDIS_URL: redisUrl, REDIS_PREFIX: `atelier-test-${Date.now()}-${process.pid}:` },
  ]);
}

describe('rate limits behind a trusted proxy', () => {
  const behind = useTestApp(
    'sqlite',
    { RATE_LIMIT_MAX: '2', TRUST_PROXY: 'loopback' },
    { demo: true },
  );
  const direct = useTestApp('sqlite', { RATE_LIMIT_MAX: '2' }, { demo: true });
  const from = (app: FastifyInstance, client: string) =>
    app.inject({
      method: 'GET',
      url: '/api/index/shopConfig?lang=en',
      headers: { 'x-forwarded-for': client },
    });

  it('count each customer the proxy names, not the proxy', async () => {
    const { app } = behind();
    const first = [];
    for (let i = 0; i < 3; i++) first.push((await from(app, '203.0.113.1')).statusCode);
    expect(first).toEqual([200, 200, 429]);
    expect((await from(app, '203.0.113.2')).statusCode).toBe(200);
  });

  it('ignore the header when no proxy is trusted, so a client cannot pick its address', async () => {
    const { app } = direct();
    const statuses = [];
    for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      statuses.push((await from(app, client)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe.each(stores)('rate limits with the %s store', (_store, env) => {
  const ctx = useTestApp('sqlite', { RATE_LIMIT_MAX: '3', ...env }, { demo: true });

  it('answers HTTP 429 with code 429 and a localised message once the limit is spent', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await call(ctx().app, 'shopConfig', { lang: 'en' })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const res = await call(ctx().app, 'shopConfig', { lang: 'en' });
    expect(res.body).toEqual({
      code: 429,
      msg: expect.stringMatching(/^Too many requests, please try again in \d+ seconds$/),
    });
  });
});
