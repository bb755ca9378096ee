// `npm run bench`: loads the real server (built, on a fresh seeded SQLite database) and a bare
// Fastify route with the same autocannon settings in the same run, and prints each endpoint's
// throughput and latency with its ratio to the bare route measured alongside it. Figures, not
// pass/fail.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  adminToken,
  CONSOLE_ORDERS,
  consoleEndpoints,
  seedConsoleData,
  served,
} from './console.mjs';
import { benchCommunity } from './community.mjs';
import { benchDraw } from './draw.mjs';
import { benchDrop } from './drop.mjs';
import { WRITE_SERVER_APP } from './profile.mjs';
import { benchWrites } from './writes.mjs';

const here = import.meta.dirname;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
/** The console's budget is set at 10 connections (DESIGN.md section 8). */
const consoleConnections = 10;
/** Sign-in and the game are measured at 50 customers at once (DESIGN.md section 8). */
const pointsConnections = 50;
/** `BENCH_PROFILE=1`: CPU and PostgreSQL wait profiles of each write action (slower). */
const profile = process.env.BENCH_PROFILE === '1';
/** `BENCH_PARTS=console` measures only the console; the default measures everything. */
const parts = (
  process.env.BENCH_PARTS ?? 'catalog,storage,console,community,writes,drop,draw'
).split(',');

/** Endpoints measured; later modules add theirs here. */
const endpoints = [
  { name: 'banner', path: '/api/index/banner?position=about&lang=zh-cn' },
  { name: 'productCategory', path: '/api/index/productCategory?lang=zh-cn' },
  { name: 'productList', path: '/api/index/productList?type=art&page=1&limit=10&lang=zh-cn' },
  { name: 'productInfo', path: '/api/index/productInfo?id=1&lang=zh-cn' },
];

function start(script, env, pattern, nodeOptions = []) {
  const child = spawn(process.execPath, [...nodeOptions, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const listen = (chunk) => {
      out += chunk;
      const match = pattern.exec(out);
      if (!match) return;
      // Once it listens, its output (an access line per request) is drained, not kept.
      child.stdout.off('data', listen);
      child.stdout.resume();
      resolve({ child, port: Number(match[1]), match });
    };
    child.stdout.on('data', listen);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${out}`)));
  });
}

async function load(url, seconds, options = {}) {
  const result = await autocannon({ url, connections, duration: seconds, ...options });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * An endpoint and the bare route, measured in alternating rounds so that a slower spell of a
 * shared machine weighs on both alike; the ratio is of their total requests, the latencies the
 * worst round's.
 */
async function compare(url, bareUrl, options = {}) {
  const rounds = 3;
  const seconds = Math.max(1, Math.round(duration / rounds));
  await load(url, 1, options); // warm-up: the first request fills the cache, the JIT settles
  const mine = [];
  const bare = [];
  const bareOptions = options.connections ? { connections: options.connections } : {};
  for (let i = 0; i < rounds; i += 1) {
    bare.push(await load(bareUrl, seconds, bareOptions));
    mine.push(await load(url, seconds, options));
  }
  const total = (rows) => rows.reduce((sum, r) => sum + r.rps, 0);
  const worst = (rows, key) => Math.max(...rows.map((r) => r[key]));
  return {
    rps: total(mine) / rounds,
    p50: worst(mine, 'p50'),
    p99: worst(mine, 'p99'),
    bareRps: total(bare) / rounds,
    ratio: total(mine) / total(bare),
  };
}

/**
 * Statement counts of write actions (`checkout`, `sign`, `scoreGame`; none named: all), from
 * `count-statements.ts` run in its own process.
 */
function countStatements(...actions) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'count-statements.ts'), ...actions],
      { cwd: path.join(here, '..'), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve(out.trim()) : reject(new Error(`count-statements exited ${code}`)),
    );
  });
}

/**
 * The built server on its own database: a fresh SQLite file, or PostgreSQL at `databaseUrl`.
 * Its clock is movable (the sign-in bench moves it a day at a time), so sessions are made to
 * outlive the moves.
 */
function startServer(dataDir, databaseUrl, env = {}, nodeOptions = []) {
  return start(
    path.join(here, '..', 'dist', 'server.js'),
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: '',
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '1000000000',
      AUTH_RATE_LIMIT_MAX: '1000000000',
      JOBS_INTERVAL_SECONDS: '0',
      DEV_CLOCK: 'true',
      TOKEN_TTL_HOURS: '876000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    /Server listening at http:\/\/127\.0\.0\.1:(\d+)/,
    nodeOptions,
  );
}

/**
 * The console over 100,000 orders on one server: the data written straight into its database,
 * then each read by a signed-in admin at 10 connections against the bare route at 10.
 */
async function benchConsole(label, port, database, bareUrl) {
  const base = `http://127.0.0.1:${port}`;
  const seeded = await seedConsoleData(database);
  console.log(
    `\nConsole on ${label}: ${CONSOLE_ORDERS} orders over 365 days written in ${seeded.seconds.toFixed(1)} s; ${consoleConnections} connections`,
  );
  console.log('| endpoint | req/s | p50 ms | p99 ms | bare route req/s | ratio to bare |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  const token = await adminToken(base);
  const options = {
    connections: consoleConnections,
    headers: { authorization: `Bearer ${token}` },
  };
  for (const { name, path: p } of consoleEndpoints(seeded.mobile)) {
    const url = `${base}${p}`;
    if (!(await served(url, token))) {
      console.log(`| ${name} | skipped: not available | | | | |`);
      continue;
    }
    const r = await compare(url, bareUrl, options);
    console.log(
      `| ${name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${Math.round(r.bareRps)} | ${r.ratio.toFixed(2)} |`,
    );
  }
}

/**
 * A fresh PostgreSQL database for the run, next to the one `BENCH_DATABASE_URL` names and named
 * after it (`<name>_run`), so that runs against different databases do not collide.
 */
async function freshPostgres(url) {
  const { default: pg } = await import('pg');
  const fresh = new URL(url);
  const name = `${decodeURIComponent(fresh.pathname.slice(1)) || 'atelier'}_run`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  fresh.pathname = `/${encodeURIComponent(name)}`;
  return fresh.toString();
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
/** The PostgreSQL server's uploads and resumes; its rows live in the database. */
const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-pg-'));
const bare = await start(path.join(here, 'bare-server.mjs'), {}, /listening (\d+)/);
const server = await startServer(dataDir);
const children = [bare.child, server.child];
const extraDirs = [];

try {
  console.log(
    `autocannon: ${connections} connections, ${duration} s per endpoint, Node ${process.version}\n`,
  );
  const bareUrl = `http://127.0.0.1:${bare.port}/bare`;
  await load(bareUrl, 1);
  if (parts.includes('catalog')) {
    const rows = [];
    for (const { name, path: p } of endpoints) {
      rows.push({
        endpoint: name,
        ...(await compare(`http://127.0.0.1:${server.port}${p}`, bareUrl)),
      });
    }
    console.log('| endpoint | req/s | p50 ms | p99 ms | bare route req/s | ratio to bare |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const r of rows) {
      console.log(
        `| ${r.endpoint} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${Math.round(r.bareRps)} | ${r.ratio.toFixed(2)} |`,
      );
    }
  }

  if (parts.includes('storage')) await benchStorage(server.port);

  const sqlite = { kind: 'sqlite', file: path.join(dataDir, 'atelier.db') };
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  const pgServer = postgresUrl ? await startPostgresServer(postgresUrl) : undefined;
  if (parts.includes('console')) {
    await benchConsole('SQLite', server.port, sqlite, bareUrl);
    if (pgServer) await benchConsole('PostgreSQL', pgServer.port, pgServer.database, bareUrl);
    else console.log('\nConsole on PostgreSQL: set BENCH_DATABASE_URL to measure');
  }
  if (parts.includes('community')) {
    await benchCommunity('SQLite', server.port, sqlite, {
      connections,
      compare: (url, options) => compare(url, bareUrl, options),
    });
  }
  const writeTargets = [
    { label: 'SQLite', database: sqlite, dataDir },
    ...(pgServer ? [{ label: 'PostgreSQL', database: pgServer.database, dataDir: pgDataDir }] : []),
  ];
  if (parts.includes('writes')) {
    for (const target of writeTargets) {
      const bareWrites = await startBareWrites(target.database);
      await benchWrites(
        { ...target, bareBase: bareWrites, launch: (options) => startWriteServer(target, options) },
        { connections: pointsConnections, duration, profile },
      );
    }
    if (!pgServer) console.log('\nWrites on PostgreSQL: set BENCH_DATABASE_URL to measure');
    console.log(`\nStatements and round trips per write action (SQLite, demo data):`);
    console.log(await countStatements());
  }
  if (parts.includes('drop')) {
    for (const target of writeTargets) {
      const dropServer = await startWriteServer(target);
      await benchDrop(target.label, dropServer.port, target.database, {
        connections: pointsConnections,
        duration,
      });
      dropServer.child.kill('SIGTERM');
    }
    if (!pgServer) console.log('\nDrop on PostgreSQL: set BENCH_DATABASE_URL to measure');
  }
  if (parts.includes('draw')) {
    for (const target of writeTargets) {
      const bareWrites = await startBareWrites(target.database);
      const drawServer = await startWriteServer(target);
      await benchDraw(target.label, drawServer.port, target.database, bareWrites);
      drawServer.child.kill('SIGTERM');
    }
    if (!pgServer) console.log('\nDraw entries on PostgreSQL: set BENCH_DATABASE_URL to measure');
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  for (const dir of [dataDir, pgDataDir, ...extraDirs])
    rmSync(dir, { recursive: true, force: true });
}

/**
 * A catalogue picture served by the server from local disk, and by a server whose files are in
 * an S3-compatible store (streamed through it, no CDN), in alternating rounds: the ratio is the
 * bucket's throughput to the disk's (budget: at least 0.5).
 */
async function benchStorage(localPort) {
  const store = await start(path.join(here, 'object-store.ts'), {}, /store (\{.*\})/, [
    '--import',
    'tsx',
  ]);
  children.push(store.child);
  const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-s3-'));
  extraDirs.push(s3Dir);
  const env = JSON.parse(store.match[1]);
  const s3Server = await startServer(s3Dir, undefined, env);
  children.push(s3Server.child);
  const picture = async (port) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/index/productInfo?id=1&lang=zh-cn`);
    const { data } = await res.json();
    return `http://127.0.0.1:${port}${data.images[0]}`;
  };
  const r = await compare(await picture(s3Server.port), await picture(localPort));
  console.log(`\nA catalogue picture, ${connections} connections`);
  console.log('| files | req/s | p50 ms | p99 ms | local disk req/s | ratio to local disk |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `| S3-compatible store, served by the server from its memory of recent pictures | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${Math.round(r.bareRps)} | ${r.ratio.toFixed(2)} |`,
  );
}

/**
 * The bare durable write (bare-write-server.mjs) on the same database as `database`: its own
 * SQLite file in the bench's directory, or its own table in the PostgreSQL run database.
 */
async function startBareWrites(database) {
  const env =
    database.kind === 'sqlite'
      ? { BARE_SQLITE_FILE: path.join(dataDir, 'bare-writes.db') }
      : { BARE_DATABASE_URL: database.url };
  const bareWrites = await start(path.join(here, 'bare-write-server.mjs'), env, /listening (\d+)/);
  children.push(bareWrites.child);
  return `http://127.0.0.1:${bareWrites.port}`;
}

/**
 * A server of the write benches' own on a target's database, beside the one the other parts
 * use (a clock of its own; `nodeOptions` for profiling). Its PostgreSQL connections carry an
 * application name, so the wait profile samples them alone.
 */
async function startWriteServer({ database, dataDir: dir }, nodeOptions = []) {
  const url = database.kind === 'postgres' ? database.url : undefined;
  const started = await startServer(dir, url, { PGAPPNAME: WRITE_SERVER_APP }, nodeOptions);
  children.push(started.child);
  return started;
}

/** A server on a fresh PostgreSQL database beside the one `url` names. */
async function startPostgresServer(url) {
  const fresh = await freshPostgres(url);
  const pgServer = await startServer(pgDataDir, fresh);
  children.push(pgServer.child);
  return { port: pgServer.port, database: { kind: 'postgres', url: fresh } };
}
