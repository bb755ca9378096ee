import { RESUME_MAX_BYTES } from '@atelier/contract';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http2 from 'node:http2';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { generate as selfSigned } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';
import { testShopEnv } from './test/production-env';
import { buildServer, startServer, type ServerProcess } from './test/server-process';

// Debian's nginx, the one deploy/nginx/atelier.conf is written for. CI installs it (.ci/run);
// on a machine without it these tests are skipped.
const NGINX = '/usr/sbin/nginx';
const shippedConfig = path.join(import.meta.dirname, '..', '..', '..', 'deploy', 'nginx');

/** The auth actions' per-address limit the server runs with here, small enough to spend. */
const AUTH_LIMIT = 3;

interface Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: Buffer;
}

/** `text` with every `from` replaced; the shipped file must still contain each line changed. */
function substitute(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`deploy/nginx/atelier.conf no longer has "${from}"`);
  return text.replaceAll(from, to);
}

/**
 * The shipped site configuration as this run uses it: its own ports on 127.0.0.1 (no IPv6
 * listener, which a container may lack), the certificate made up for the run, logs in the run's
 * folder and the started server as the upstream. Nothing else is changed.
 */
function siteConfig(dir: string, ports: { https: number; http: number; server: number }): string {
  let text = readFileSync(path.join(shippedConfig, 'atelier.conf'), 'utf8');
  text = substitute(text, '/etc/letsencrypt/live/shop.example.com/', `${dir}/`);
  text = substitute(text, 'shop.example.com', 'localhost');
  text = substitute(text, 'listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`);
  text = substitute(text, 'listen [::]:443 ssl http2;', '');
  text = substitute(text, 'listen 80;', `listen 127.0.0.1:${ports.http};`);
  text = substitute(text, 'listen [::]:80;', '');
  text = substitute(text, '/var/log/nginx/', `${dir}/`);
  return substitute(text, 'server 127.0.0.1:8080;', `server 127.0.0.1:${ports.server};`);
}

/**
 * The main configuration, as Debian's /etc/nginx/nginx.conf includes the site, with every path
 * in the run's folder (the compiled-in ones are under /var) and gzip on for the whole server, as
 * Debian has it: the site must turn it off for the shop.
 */
function mainConfig(dir: string): string {
  const runningAsRoot = process.getuid?.() === 0;
  return [
    'daemon off;',
    'worker_processes 1;',
    // As root nginx would hand its workers to `nobody`, who cannot enter the run's folder.
    runningAsRoot ? 'user root;' : '',
    `pid ${dir}/nginx.pid;`,
    'error_log stderr notice;',
    'events { worker_connections 128; }',
    'http {',
    `  access_log ${dir}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${dir}/${kind}_temp;`,
    ),
    '  gzip on;',
    '  gzip_min_length 1;',
    '  gzip_types application/json text/css application/javascript;',
    `  include ${dir}/atelier.conf;`,
    '}',
  ].join('\n');
}

/** A certificate for localhost and 127.0.0.1, which the clients here trust and nothing else. */
async function certificate(dir: string): Promise<string> {
  const made = await selfSigned([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', digitalSignature: true, keyCertSign: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  writeFileSync(path.join(dir, 'fullchain.pem'), made.cert);
  writeFileSync(path.join(dir, 'privkey.pem'), made.private, { mode: 0o600 });
  return made.cert;
}

/** nginx in the foreground, answered once its workers have started (its sockets are bound). */
async function startNginx(dir: string) {
  // It writes to stderr alone (error_log stderr).
  const child = spawn(NGINX, ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  const exited = once(child, 'exit');
  await new Promise<void>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('start worker process ')) resolve();
    });
    void exited.then(() => reject(new Error(`nginx exited:\n${output}`)));
  });
  return {
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resolves once the server's output contains `text` (its access log line, say). */
async function untilLogged(server: ServerProcess, text: string): Promise<void> {
  if (server.output().includes(text)) return;
  await new Promise<void>((resolve) => {
    const check = () => {
      if (!server.output().includes(text)) return;
      server.child.stdout?.off('data', check);
      resolve();
    };
    server.child.stdout?.on('data', check);
  });
}

describe.runIf(existsSync(NGINX))('the shop behind deploy/nginx/atelier.conf', () => {
  // The run's folder: the certificate, both configurations, nginx's logs and temporary files, and
  // the server's data.
  let dir = '';
  const sessions: http2.ClientHttp2Session[] = [];
  let server: ServerProcess | undefined;
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  let ca = '';
  let ports = { https: 0, http: 0, server: 0 };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-nginx-'));
    buildServer();
    server = await startServer(
      {
        ...testShopEnv,
        DATA_DIR: path.join(dir, 'data'),
        // The README's advice for nginx on the same machine.
        TRUST_PROXY: 'loopback',
        AUTH_RATE_LIMIT_MAX: String(AUTH_LIMIT),
        // The web app from its place beside the server, as `npm start` serves it.
        WEB_DIST: undefined,
      },
      'built',
    );
    ca = await certificate(dir);
    ports = { https: await freePort(), http: await freePort(), server: server.port };
    writeFileSync(path.join(dir, 'atelier.conf'), siteConfig(dir, ports));
    writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));
    nginx = await startNginx(dir);
    // Building the web app, when its sources changed since the last build, takes a while.
  }, 240_000);

  afterAll(async () => {
    for (const session of sessions) session.close();
    await nginx?.stop();
    await server?.stop('SIGTERM');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /**
   * An HTTP/2 connection over TLS to nginx from `from`, one of the loopback addresses (all of
   * 127.0.0.0/8 is this machine on Linux), so each stands for another customer.
   */
  async function connect(from: string): Promise<http2.ClientHttp2Session> {
    const session = http2.connect(`https://localhost:${ports.https}`, {
      createConnection: () =>
        tls.connect({
          socket: net.connect({ host: '127.0.0.1', port: ports.https, localAddress: from }),
          ca,
          servername: 'localhost',
          ALPNProtocols: ['h2'],
        }),
    });
    sessions.push(session);
    await once(session, 'connect');
    return session;
  }

  function request(
    session: http2.ClientHttp2Session,
    pathname: string,
    { headers = {}, body }: { headers?: http2.OutgoingHttpHeaders; body?: Buffer | string } = {},
  ): Promise<Answer> {
    const stream = session.request({
      ':method': body === undefined ? 'GET' : 'POST',
      ':path': pathname,
      ...headers,
    });
    stream.end(body);
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let answered: http2.IncomingHttpHeaders = {};
      stream.on('response', (responseHeaders) => (answered = responseHeaders));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () =>
        resolve({
          status: Number(answered[':status']),
          headers: answered,
          body: Buffer.concat(chunks),
        }),
      );
      stream.on('error', reject);
    });
  }

  const json = (answer: Answer) => JSON.parse(answer.body.toString()) as { code: number };
  const login = (session: http2.ClientHttp2Session, headers: http2.OutgoingHttpHeaders = {}) =>
    request(session, '/api/index/login', {
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ account: 'nobody_here', password: 'not-the-password-1', lang: 'en' }),
    });

  it('serves a page and an action over TLS and HTTP/2, with the server’s headers once each', async () => {
    const session = await connect('127.0.0.2');
    expect(session.alpnProtocol).toBe('h2');
    expect(session.encrypted).toBe(true);

    const page = await request(session, '/register');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body.toString()).toContain('<div id="root">');
    // helmet's, not doubled by nginx.
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // nginx's $request_id, which the server keeps because nginx is a trusted proxy.
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);

    const shop = await request(session, '/api/index/shopConfig?lang=en');
    expect(shop.status).toBe(200);
    expect(JSON.parse(shop.body.toString())).toMatchObject({
      code: 200,
      data: { name: 'Atelier' },
    });

    // A POST action's body gets through, and is answered by the server.
    const refused = await login(session);
    expect(refused.status).toBe(200);
    expect(json(refused).code).not.toBe(200);
  });

  it('leaves compression to the server: its encoded files pass as they are, nothing else is compressed', async () => {
    const session = await connect('127.0.0.2');
    const page = await request(session, '/');
    const script = /src="(\/static\/[^"]+\.js)"/.exec(page.body.toString())?.[1];
    expect(script).toBeDefined();
    const asset = await request(session, script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    // Too small for the server to compress; gzip is on for the whole nginx, as Debian has it.
    const health = await request(session, '/healthz', { headers: { 'accept-encoding': 'gzip' } });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok' });
  });

  it('takes a body as large as the largest upload to the server', async () => {
    const session = await connect('127.0.0.2');
    const upload = await request(session, '/api/index/resumeUpload', {
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body: Buffer.alloc(RESUME_MAX_BYTES, 'a'),
    });
    // The server's refusal (no session), in its envelope: not nginx's 413.
    expect(upload.status).toBe(200);
    expect(json(upload).code).toBe(401);
  });

  it('sends plain HTTP to HTTPS', async () => {
    const res = await fetch(`http://127.0.0.1:${ports.http}/register?from=link`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://127.0.0.1/register?from=link');
  });

  it('counts rate limits by the customer’s own address, which a sent X-Forwarded-For does not change', async () => {
    const first = await connect('127.0.0.3');
    const statuses = [];
    for (let i = 0; i <= AUTH_LIMIT; i++) statuses.push((await login(first)).status);
    expect(statuses).toEqual([...Array<number>(AUTH_LIMIT).fill(200), 429]);
    // Naming another address does not make another customer: nginx replaces the header.
    const spoofed = await login(first, { 'x-forwarded-for': '203.0.113.7' });
    expect(spoofed.status).toBe(429);
    // Another customer, also behind nginx, is not held to the first one's count.
    const second = await connect('127.0.0.4');
    expect((await login(second)).status).toBe(200);
  });

  it('does not let /metrics out, under any spelling, nor pass it to the server', async () => {
    const session = await connect('127.0.0.5');
    for (const pathname of ['/metrics', '/metrics?x=1', '/metrics/', '//metrics', '/%6detrics']) {
      const answer = await request(session, pathname);
      expect(answer.status, pathname).toBe(404);
      expect(answer.body.toString(), pathname).toContain('nginx');
    }
    // The server logs each request it answers, in order: once a later one is in its log, any
    // /metrics it had been asked for would be too.
    await request(session, '/after-the-check');
    await untilLogged(server!, '"/after-the-check"');
    expect(server!.output()).not.toContain('etrics');
  });
});
