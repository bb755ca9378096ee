import { readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { signUp } from '../test/accounts';
import { useTestApp } from '../test/build-test-app';

const BOUNDARY = 'atelier-boundary';
/** Longer than the 1 s the suite configures, far shorter than Node's and Fastify's own waits. */
const GIVE_UP_MS = 5000;

function head(length: number, token?: string): string {
  return [
    'POST /api/index/upload?lang=en HTTP/1.1',
    'Host: localhost',
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    `Content-Length: ${length}`,
    ...(token ? [`Authorization: Bearer ${token}`] : []),
    '',
    '',
  ].join('\r\n');
}

function form(png: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/**
 * Opens a connection, writes `chunks` with `gapMs` between them, then waits for the server to
 * close it (or gives up and closes it itself). Answers what came back and when the server closed.
 */
async function converse(port: number, chunks: Array<string | Buffer>, gapMs = 0) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const started = Date.now();
  let received = '';
  socket.on('data', (data: Buffer) => (received += data.toString()));
  const closed = new Promise<number | undefined>((resolve) => {
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve(undefined);
    }, GIVE_UP_MS);
    socket.once('close', () => {
      clearTimeout(giveUp);
      resolve(Date.now() - started);
    });
  });
  for (const [i, chunk] of chunks.entries()) {
    if (i > 0) await pause(gapMs);
    if (socket.destroyed) break;
    socket.write(chunk);
  }
  return { received: () => received, closedAfterMs: closed, close: () => socket.destroy() };
}

/** The JSON body of the first response in `text`, a raw HTTP exchange. */
function firstBody(text: string) {
  const start = text.indexOf('\r\n\r\n') + 4;
  const length = Number(/content-length: (\d+)/i.exec(text)?.[1]);
  return JSON.parse(text.slice(start, start + length)) as {
    code: number;
    msg: string;
    data: { url?: string } | null;
  };
}

describe('a request body that stalls', () => {
  const ctx = useTestApp('sqlite', { BODY_IDLE_TIMEOUT_SECONDS: '1' });
  let port = 0;
  let png: Buffer;

  beforeAll(async () => {
    await ctx().app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx().app.server.address() as net.AddressInfo).port;
    png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 10, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
  });

  const storedImages = () => {
    try {
      return readdirSync(path.join(ctx().config.uploadsDir, 'images'));
    } catch {
      return [];
    }
  };

  it('has its connection closed after the configured idle time, keeping nothing', async () => {
    const user = await signUp(ctx().app);
    const body = form(png);
    const before = storedImages().length;
    const exchange = await converse(port, [head(body.length, user.token), body.subarray(0, 200)]);
    const closedAfterMs = await exchange.closedAfterMs;
    expect(closedAfterMs).toBeDefined();
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(2500);
    expect(storedImages()).toHaveLength(before);
    const rows = await ctx()
      .app.db.selectFrom('uploads')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('when refused before it arrives, is answered at once and the rest read and dropped', async () => {
    const body = form(png);
    const exchange = await converse(port, [head(body.length), body.subarray(0, 200)]);
    // The refusal comes while the body is still on its way: a proxy forwarding it reads it.
    await expect.poll(() => exchange.received(), { timeout: GIVE_UP_MS }).toContain('"code":');
    expect(exchange.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(exchange.received()).toMatch(/\r\nconnection: keep-alive\r\n/i);
    expect(firstBody(exchange.received()).code).toBe(401);
    // The rest never comes: the idle clock closes the connection as for any stalled body.
    expect(await exchange.closedAfterMs).toBeGreaterThanOrEqual(900);
  });

  it('when refused before a body longer than any upload arrives, closes its connection at once', async () => {
    const exchange = await converse(port, [head(64 * 1024 * 1024), form(png).subarray(0, 200)]);
    const closedAfterMs = await exchange.closedAfterMs;
    expect(closedAfterMs).toBeDefined();
    expect(closedAfterMs).toBeLessThan(900);
    expect(exchange.received()).toMatch(/\r\nconnection: close\r\n/i);
    expect(firstBody(exchange.received()).code).toBe(401);
  });

  it('is not cut while it keeps moving, however long it takes in all', async () => {
    const user = await signUp(ctx().app);
    const body = form(png);
    const pieces = Array.from({ length: 6 }, (_, i) =>
      body.subarray(Math.floor((i * body.length) / 6), Math.floor(((i + 1) * body.length) / 6)),
    );
    // Six pieces 400 ms apart: 2 s in all, twice the idle time, never idle for a whole second.
    const started = Date.now();
    const exchange = await converse(port, [head(body.length, user.token), ...pieces], 400);
    await expect.poll(() => exchange.received(), { timeout: GIVE_UP_MS }).toContain('"code":');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    exchange.close();
    const answer = firstBody(exchange.received());
    expect(answer).toMatchObject({ code: 200, data: { mime: 'image/png', width: 300 } });
    expect(storedImages()).toContain(path.basename(answer.data?.url ?? ''));
    // A complete request keeps its connection for the next one.
    expect(exchange.received()).toMatch(/\r\nconnection: keep-alive\r\n/i);
  });
});

describe('BODY_IDLE_TIMEOUT_SECONDS', () => {
  it('is 10 seconds unless set, and refuses what is not a whole number of seconds', () => {
    expect(loadConfig({}).bodyIdleTimeoutMs).toBe(10_000);
    expect(loadConfig({ BODY_IDLE_TIMEOUT_SECONDS: '3' }).bodyIdleTimeoutMs).toBe(3000);
    for (const bad of ['0', '-1', '1.5', 'soon', '601']) {
      expect(() => loadConfig({ BODY_IDLE_TIMEOUT_SECONDS: bad })).toThrow(
        /BODY_IDLE_TIMEOUT_SECONDS/,
      );
    }
  });
});
