// `npm run lighthouse`: builds if needed, starts the production server on its own port with a
// fresh database (so the demo content is seeded) behind an HTTPS front that speaks HTTP/2, as a
// deployment's TLS proxy does, runs Lighthouse's performance audit three times per page against
// Debian's Chromium (the shop and the personal centre on the mobile preset, the console signed
// in as staff on the desktop one), prints the medians and checks them against the budgets.
// LIGHTHOUSE_HTTP1=1 audits the server itself over plain HTTP/1.1 instead.
import { spawn } from 'node:child_process';
import http2 from 'node:http2';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import proxy from 'http2-proxy';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { generate } from 'selfsigned';
import { consoleScreenBudget, firstVisitBudgets } from '../apps/web/scripts/first-load.mjs';
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

/** A session token of a demo account (README, Demo accounts), as its sign-in answers it. */
async function signIn({ account, password, scope }) {
  const response = await fetch(`${serverOrigin}/api/index/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password, scope }),
  });
  const token = (await response.json())?.data?.userinfo?.token;
  if (typeof token !== 'string') throw new Error(`${account} could not sign in`);
  return token;
}

/** Gives the browser a cookie through the DevTools protocol, before any page has opened. */
async function setCookie(debugPort, cookie) {
  const version = await (await fetch(`http://127.0.0.1:${debugPort}/json/version`)).json();
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  try {
    const answered = new Promise((resolve, reject) => {
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data));
        if (message.id !== 1) return;
        if (message.error) reject(new Error(message.error.message));
        else resolve();
      });
    });
    socket.send(
      JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies: [cookie] } }),
    );
    await answered;
  } finally {
    socket.close();
  }
}

/**
 * One Lighthouse run in a fresh browser. With `account`, the browser holds that account's
 * session cookie before the page opens (and Lighthouse leaves storage alone), as for someone
 * signed in who opens the page for the first time: nothing cached.
 */
async function audit({ url, name, preset, account }) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumFlags, ...(http1 ? [] : ['--ignore-certificate-errors'])],
  });
  try {
    if (account) {
      const token = await signIn(account);
      await setCookie(chrome.port, { name: 'token', value: token, url: origin, sameSite: 'Lax' });
    }
    // The mobile preset is Lighthouse's default (emulated phone, slow 4G, 4x CPU); the desktop
    // one is a wide screen on a fast line without CPU slowdown.
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        disableStorageReset: Boolean(account),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
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
      files: scripts?.requestCount ?? 0,
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
async function auditWithRetry(run) {
  try {
    return await audit(run);
  } catch (error) {
    console.warn(`${error.message}: running it again`);
    return audit(run);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function table(rows) {
  const head = ['page', 'preset', 'performance', 'LCP', 'TBT', 'CLS', 'JS files', 'JS', 'scores'];
  const body = rows.map(({ page, preset, results }) => [
    page,
    preset,
    String(median(results.map((r) => r.score))),
    `${(median(results.map((r) => r.lcp)) / 1000).toFixed(2)} s`,
    `${Math.round(median(results.map((r) => r.tbt)))} ms`,
    median(results.map((r) => r.cls)).toFixed(3),
    String(median(results.map((r) => r.files))),
    `${Math.round(median(results.map((r) => r.js)))} KB`,
    results.map((r) => r.score).join(' / '),
  ]);
  const lines = [head, ...body].map((cells) => `| ${cells.join(' | ')} |`);
  lines.splice(1, 0, `|${head.map(() => ' --- |').join('')}`);
  return lines.join('\n');
}

const staff = { account: 'admin', password: 'Admin@12345', scope: 'admin' };
const customer = { account: 'demo', password: 'Demo@12345', scope: 'user' };

/**
 * The budgets (DESIGN section 8). `files` and `kb` bound the scripts a first visit downloads,
 * the same the build holds its manifest to (apps/web/scripts/first-load.mjs); `vsAbout` bounds a
 * shop page's script and blocking time as multiples of /about's in the same run, so a slow
 * spell of the machine weighs on both alike.
 */
const budgets = {
  console: { score: 90, files: consoleScreenBudget.files, kb: consoleScreenBudget.bytes / 1000 },
  myCenter: { score: 90, files: firstVisitBudgets['/myCenter'].files },
  vsAbout: { js: 1.25, tbt: 1.5 },
};

function checkBudgets(rows) {
  const at = (start) => rows.find((row) => row.page.startsWith(start));
  const figure = (row, key) => median(row.results.map((r) => r[key]));
  const lines = [];
  const failures = [];
  const check = (label, value, limit, unit = '') => {
    const shown = Number.isInteger(value) ? String(value) : value.toFixed(2);
    const ok = limit.min === undefined ? value <= limit.max : value >= limit.min;
    const bound = limit.min === undefined ? `at most ${limit.max}` : `at least ${limit.min}`;
    lines.push(`  ${ok ? 'ok  ' : 'OVER'} ${label}: ${shown}${unit} (${bound}${unit})`);
    if (!ok) failures.push(label);
  };
  for (const screen of rows.filter((row) => row.page.startsWith('/admin'))) {
    check(`${screen.page} score`, figure(screen, 'score'), { min: budgets.console.score });
    check(`${screen.page} script files`, figure(screen, 'files'), {
      max: budgets.console.files,
    });
    check(
      `${screen.page} script`,
      Math.round(figure(screen, 'js')),
      {
        max: budgets.console.kb,
      },
      ' KB',
    );
  }
  const myCenter = at('/myCenter');
  if (myCenter) {
    check('/myCenter score', figure(myCenter, 'score'), { min: budgets.myCenter.score });
    check('/myCenter script files', figure(myCenter, 'files'), { max: budgets.myCenter.files });
  }
  const about = at('/about');
  for (const start of ['/productDetail', '/GLOBALSHOP', '/PointsMall']) {
    const row = at(start);
    if (!about || !row) continue;
    const name = row.page.split('?')[0];
    check(
      `${name} script / /about's`,
      figure(row, 'js') / figure(about, 'js'),
      {
        max: budgets.vsAbout.js,
      },
      '×',
    );
    check(
      `${name} blocking time / /about's`,
      figure(row, 'tbt') / figure(about, 'tbt'),
      {
        max: budgets.vsAbout.tbt,
      },
      '×',
    );
  }
  return { text: lines.join('\n'), failures };
}

await run('node', ['scripts/ensure-built.mjs']);
const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-lighthouse-'));
const server = await startServer(dataDir);
const front = http1 ? undefined : await startFront();
try {
  const pages = [
    { page: '/about', preset: 'mobile' },
    { page: '/GLOBALSHOP', preset: 'mobile' },
    { page: `/productDetail?id=${await firstProductId()}`, preset: 'mobile' },
    { page: '/PointsMall', preset: 'mobile' },
    { page: '/news', preset: 'mobile' },
    { page: '/myCenter', preset: 'mobile', account: customer },
    { page: '/admin/dashboard', preset: 'desktop', account: staff },
    // A list screen opened from a bookmark: the console's screens other than the dashboard.
    { page: '/admin/orders', preset: 'desktop', account: staff },
  ];
  // LIGHTHOUSE_PAGES=/GLOBALSHOP,/news audits only the pages that start with one of these.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const rows = pages
    .filter(({ page: p }) => !only || only.some((start) => p.startsWith(start)))
    .map((page) => ({ ...page, results: [] }));
  // Round by round, each page once a round: the machine's speed drifts over the minutes a run
  // takes, and a slow spell then weighs on every page alike rather than on whichever page's runs
  // it fell on, so the ratios against /about compare like with like.
  for (let i = 0; i < runs; i += 1) {
    for (const { page, preset, account, results } of rows) {
      const name = `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${i + 1}`;
      results.push(await auditWithRetry({ url: `${origin}${page}`, name, preset, account }));
      console.log(`${page} run ${i + 1}: ${results.at(-1).score}`);
    }
  }
  const over = http1 ? 'HTTP/1.1, straight to the server' : 'HTTPS and HTTP/2';
  console.log(`\nLighthouse performance over ${over}, median of ${runs} runs:`);
  console.log(table(rows));
  const { text, failures } = checkBudgets(rows);
  if (text) console.log(`\nBudgets:\n${text}`);
  if (failures.length > 0) {
    console.error(`\nOver budget: ${failures.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  front?.close();
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  server.kill();
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}
