// `npm run lighthouse`: builds if needed, starts the production server on its own port with a
// fresh database (so the demo content is seeded) behind an HTTPS front that speaks HTTP/2, as a
// deployment's TLS proxy does, runs Lighthouse's mobile performance audit three times per shop
// page against Debian's Chromium and prints the medians. LIGHTHOUSE_HTTP1=1 audits the server
// itself over plain HTTP/1.1 instead.
import { spawn } from 'node:child_process';
import http2 from 'node:http2';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import proxy from 'http2-proxy';
import lighthouse from 'lighthouse';
import { generate } from 'selfsigned';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 8292);
const frontPort = port + 1;
const http1 = process.env.LIGHTHOUSE_HTTP1 === '1';
const serverOrigin = `http://127.0.0.1:${port}`;
const origin = http1 ? serverOrigin : `https://127.0.0.1:${frontPort}`;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// Where to keep each run's full report (JSON), to see what a score is made of.
const reportDir = process.env.LIGHTHOUSE_REPORTS;

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed`))));
  });
}

async function startServer(dataDir) {
  const server = spawn('node', ['apps/server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: 'apps/web/dist',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
    },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(`${serverOrigin}/api/index/shopConfig`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error('the server did not start within a minute');
}

/** The first art product of the seeded shop, so the product page shows a real product. */
async function firstProductId() {
  const response = await fetch(`${serverOrigin}/api/index/productList?type=art&limit=1`);
  const body = await response.json();
  const id = body?.data?.list?.[0]?.id;
  if (typeof id !== 'number') throw new Error('the demo shop has no products');
  return id;
}

/**
 * HTTPS with HTTP/2 in front of the server, forwarding to it over HTTP/1.1 with the client's
 * address, as a deployment's TLS proxy does (customers never reach the shop over plain HTTP).
 * Its certificate is made up for the run; Chromium is told to accept it.
 */
async function startFront() {
  const { private: key, cert } = await generate([{ name: 'commonName', value: '127.0.0.1' }]);
  const front = http2.createSecureServer({ key, cert, allowHTTP1: true });
  front.on('request', (req, res) =>
    proxy.web(
      req,
      res,
      {
        hostname: '127.0.0.1',
        port,
        onReq: (request, { headers }) => {
          headers['x-forwarded-for'] = request.socket.remoteAddress;
          headers['x-forwarded-proto'] = 'https';
        },
      },
      (error) => {
        if (!error) return;
        res.statusCode = 502;
        res.end();
      },
    ),
  );
  await new Promise((resolve) => front.listen(frontPort, '127.0.0.1', resolve));
  return front;
}

async function audit(url, name) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumFlags, ...(http1 ? [] : ['--ignore-certificate-errors'])],
  });
  try {
    // No config: Lighthouse's default, the mobile preset (emulated phone, slow 4G, 4x CPU).
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${url}: ${runtimeError.message}`);
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(result.lhr));
    }
    const scripts = audits['resource-summary']?.details?.items?.find(
      (item) => item.resourceType === 'script',
    );
    return {
      score: Math.round((categories.performance.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      js: (scripts?.transferSize ?? 0) / 1024,
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse sometimes loses a trace (NO_NAVSTART) and asks to run again: once more, then fail. */
async function auditWithRetry(url, name) {
  try {
    return await audit(url, name);
  } catch (error) {
    console.warn(`${error.message}: running it again`);
    return audit(url, name);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function table(rows) {
  const head = ['page', 'performance', 'LCP', 'TBT', 'CLS', 'JS', 'scores'];
  const body = rows.map(({ page, results }) => [
    page,
    String(median(results.map((r) => r.score))),
    `${(median(results.map((r) => r.lcp)) / 1000).toFixed(2)} s`,
    `${Math.round(median(results.map((r) => r.tbt)))} ms`,
    median(results.map((r) => r.cls)).toFixed(3),
    `${Math.round(median(results.map((r) => r.js)))} KB`,
    results.map((r) => r.score).join(' / '),
  ]);
  const lines = [head, ...body].map((cells) => `| ${cells.join(' | ')} |`);
  lines.splice(1, 0, `|${head.map(() => ' --- |').join('')}`);
  return lines.join('\n');
}

await run('node', ['scripts/ensure-built.mjs']);
const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-lighthouse-'));
const server = await startServer(dataDir);
const front = http1 ? undefined : await startFront();
try {
  const pages = ['/about', '/GLOBALSHOP', `/productDetail?id=${await firstProductId()}`];
  pages.push('/PointsMall', '/news');
  // LIGHTHOUSE_PAGES=/GLOBALSHOP,/news audits only the pages that start with one of these.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const rows = [];
  for (const page of pages.filter((p) => !only || only.some((start) => p.startsWith(start)))) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const name = `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${i + 1}`;
      results.push(await auditWithRetry(`${origin}${page}`, name));
      console.log(`${page} run ${i + 1}: ${results.at(-1).score}`);
    }
    rows.push({ page, results });
  }
  const over = http1 ? 'HTTP/1.1, straight to the server' : 'HTTPS and HTTP/2';
  console.log(`\nLighthouse mobile performance over ${over}, median of ${runs} runs:`);
  console.log(table(rows));
} finally {
  front?.close();
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  server.kill();
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}
