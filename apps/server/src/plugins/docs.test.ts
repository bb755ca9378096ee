import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { databases, useTestApp } from '../test/build-test-app';
import { testShopEnv } from '../test/production-env';

describe('API_DOCS', () => {
  it('is off in production unless asked for, on elsewhere', () => {
    expect(loadConfig(testShopEnv).apiDocs).toBe(false);
    expect(loadConfig({ ...testShopEnv, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'sometimes' })).toThrow(/API_DOCS/);
  });
});

describe.each(databases)('the API documentation on %s', (kind) => {
  const off = useTestApp(kind, { API_DOCS: 'false' });
  const on = useTestApp(kind, { API_DOCS: 'true' });
  const production = useTestApp(kind, { ...testShopEnv, API_DOCS: 'true' });

  it('is not served when off, though the OpenAPI document is still built', async () => {
    const { app } = off();
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
    await app.ready();
    const document = app.swagger() as { paths?: Record<string, unknown> };
    expect(Object.keys(document.paths ?? {})).toContain('/api/index/login');
  });

  it('is served when on', async () => {
    const { app } = on();
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui');
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toHaveProperty(['paths', '/api/index/login']);
  });

  it('is served in production when asked for, as the JSON document without the UI', async () => {
    const { app } = production();
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({
      openapi: '3.1.0',
      paths: { '/api/index/login': { post: { operationId: 'login' } } },
    });
    for (const url of ['/api/docs', '/api/docs/static/index.html']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
  });
});
