import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, databases, useTestApp } from './test/build-test-app';
import { captureLog } from './test/capture-log';

const PASSWORD = 'Paint3rly!';
const TOKEN = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2';

/** A sign-in attempt that carries every kind of secret: a password, a bearer token, a cookie. */
async function loginWithHeader(app: FastifyInstance) {
  return app.inject({
    method: 'POST',
    url: '/api/index/login',
    payload: { account: 'painter_log', password: PASSWORD, lang: 'en' },
    headers: { authorization: `Bearer ${TOKEN}`, cookie: `token=${TOKEN}` },
  });
}

describe.each(databases)('the request log on %s', (kind) => {
  const log = captureLog();
  const ctx = useTestApp(kind, { LOG_LEVEL: 'debug' }, { logStream: log.stream });

  it('puts the request id on every line of a request', async () => {
    const { app } = ctx();
    log.lines.length = 0;
    await loginWithHeader(app);
    await call(app, 'userInfo', {}, { token: TOKEN });

    const requestLines = log.lines.filter((line) => 'req' in line || 'res' in line);
    expect(requestLines).toHaveLength(4);
    for (const line of requestLines) expect(line.request_id).toMatch(/^[0-9a-f-]{36}$/);
    const ids = requestLines.map((line) => line.request_id);
    // Received and completed lines of one request share its id; the two requests differ.
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).toBe(ids[3]);
    expect(ids[0]).not.toBe(ids[2]);
  });

  it('never writes a password, token, code, ticket or authorization header', async () => {
    const { app } = ctx();
    log.lines.length = 0;
    await loginWithHeader(app);
    // What a handler logging its input and headers would write.
    app.log.warn(
      {
        body: { account: 'painter_log', password: PASSWORD, captcha: '123456', code: '654321' },
        request: { headers: { authorization: `Bearer ${TOKEN}`, cookie: `token=${TOKEN}` } },
        change: { old_password: PASSWORD, new_password: 'Newer!pass1', ticket: 'tkt-secret' },
        session: { token: TOKEN },
      },
      'probe',
    );

    const text = JSON.stringify(log.lines);
    for (const secret of [PASSWORD, 'Newer!pass1', TOKEN, '123456', '654321', 'tkt-secret']) {
      expect(text).not.toContain(secret);
    }
    const probe = log.lines.find((line) => line.msg === 'probe');
    expect(probe).toMatchObject({
      body: { account: 'painter_log', password: '[redacted]', captcha: '[redacted]' },
      request: { headers: { authorization: '[redacted]', cookie: '[redacted]' } },
      change: { old_password: '[redacted]', new_password: '[redacted]', ticket: '[redacted]' },
      session: { token: '[redacted]' },
    });
  });
});

describe.each(databases)('a server fault on %s', (kind) => {
  const log = captureLog();
  const ctx = useTestApp(kind, { LOG_LEVEL: 'error' }, { logStream: log.stream });

  it('answers HTTP 500 with a localised message and the request id, never a stack', async () => {
    const { app } = ctx();
    // The database goes away under the running server.
    await app.db.destroy();
    for (const [lang, msg] of [
      ['en', /went wrong on our side/],
      ['zh-cn', /服务器/],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/index/productInfo',
        query: { id: '1', lang },
      });
      expect(res.statusCode).toBe(500);
      const body = res.json() as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['code', 'msg', 'request_id']);
      expect(body.code).toBe(500);
      expect(body.msg).toMatch(msg);
      expect(res.body).not.toMatch(/\bat .+:\d+:\d+|stack|Error:|destroy/i);

      // The log keeps the stack, under the same request id the client was given.
      const line = log.lines.find(
        (l) => l.msg === 'request failed' && l.request_id === body.request_id,
      );
      expect((line?.err as { stack?: string } | undefined)?.stack).toMatch(/\n\s+at /);
    }
  });
});
