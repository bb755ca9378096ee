import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../test/build-test-app';
import { captureLog } from '../test/capture-log';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// An SMS code request: its query holds a number and a code, which no log line may carry.
const url = '/api/index/productList?lang=en&mobile=13812345678&captcha=246810';

describe.each(databases)('request ids and the access log on %s', (kind) => {
  const log = captureLog();
  const direct = useTestApp(kind, { LOG_LEVEL: 'info' }, { logStream: log.stream });
  const proxied = useTestApp(kind, { TRUST_PROXY: '127.0.0.1' });
  const quiet = captureLog();
  const off = useTestApp(
    kind,
    { LOG_LEVEL: 'info', ACCESS_LOG: 'false' },
    { logStream: quiet.stream },
  );

  it('names each answer’s request, logs one line for it at info, and never its query', async () => {
    const { app } = direct();
    log.lines.length = 0;
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    const access = log.lines.filter((line) => line.msg === 'request');
    expect(access).toEqual([
      expect.objectContaining({
        level: 30,
        request_id: id,
        method: 'GET',
        path: '/api/index/productList',
        status: 200,
        ms: expect.any(Number),
      }),
    ]);
    const written = JSON.stringify(log.lines);
    expect(written).not.toContain('13812345678');
    expect(written).not.toContain('246810');
  });

  it('makes up its own id for a client’s X-Request-Id, unless a trusted proxy sent a well-formed one', async () => {
    const given = { 'x-request-id': 'lb-7f3a9c2e-0001' };
    const fromClient = await direct().app.inject({ method: 'GET', url, headers: given });
    expect(fromClient.headers['x-request-id']).toMatch(UUID);

    const fromProxy = await proxied().app.inject({ method: 'GET', url, headers: given });
    expect(fromProxy.headers['x-request-id']).toBe('lb-7f3a9c2e-0001');
    for (const bad of ['short', 'two words here', `${'x'.repeat(129)}`, 'id;drop']) {
      const res = await proxied().app.inject({
        method: 'GET',
        url,
        headers: { 'x-request-id': bad },
      });
      expect(res.headers['x-request-id'], bad).toMatch(UUID);
    }
  });

  it('writes no access line with ACCESS_LOG=false, and still names the request', async () => {
    const { app } = off();
    quiet.lines.length = 0;
    const res = await app.inject({ method: 'GET', url });
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(quiet.lines.filter((line) => line.msg === 'request')).toEqual([]);
  });
});
