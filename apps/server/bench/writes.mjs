// The write bench: `sign`, `scoreGame` and a points checkout (orderCreate + orderPay), each by
// `connections` distinct customers at once, against the bare durable write on the same database
// (bare-write-server.mjs) loaded the same way, in alternating rounds. Prints ops/s, latencies,
// the ratio to the bare write and the targets beside them; then checks the database.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkoutStep, signUpCustomers, stockUp } from './checkout.mjs';
import { openDatabase } from './database.mjs';
import { alternate, codesText, connectionsFor, hammer } from './hammer.mjs';
import { act, gameCheck, gameVerdict, signInCheck, signUp, stakeGame } from './points.mjs';
import { cpuSummary, sampleActivity } from './profile.mjs';

const DAY_SECONDS = 86_400;

/** Ratio targets (issue "writes at the speed of the database"); printed, not asserted. */
const TARGETS = {
  sqlite: { sign: 0.5, scoreGame: 0.5, checkout: 0.3 },
  postgres: { sign: 0.3, scoreGame: 0.3, checkout: 0.2 },
};
const SPREAD_TARGET = 5;

/** A POST with a JSON body to a full URL; resolves the answer's HTTP status. */
function post(agent, url, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** The reference step: `writes` bare durable writes in a row (2 for a checkout's two requests). */
function bareStep(bareBase, writes) {
  return async (agent, customer) => {
    for (let i = 0; i < writes; i += 1) {
      const status = await post(agent, `${bareBase}/write`, {
        customer: String(customer.id ?? ''),
      });
      if (status !== 200) return `HTTP ${status}`;
    }
    return 'ok';
  };
}

/**
 * The server's movable clock, kept on `days` days ahead: every sign round ends by moving it a
 * day, so each customer's next sign-in earns. A newly started server (the profile's) starts at
 * no offset and is brought to the same day before it is used.
 */
function signClock() {
  const clock = { days: 0 };
  clock.sync = async (base) => {
    const res = await fetch(`${base}/api/dev/clock`);
    const { data } = await res.json();
    const behind = clock.days * DAY_SECONDS - Math.round(data.offset_ms / 1000);
    if (behind <= 0) return;
    const moved = await fetch(`${base}/api/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_seconds: behind }),
    });
    if (!moved.ok) throw new Error(`moving the clock: HTTP ${moved.status}`);
  };
  clock.nextDay = async (base) => {
    clock.days += 1;
    await clock.sync(base);
  };
  return clock;
}

/** The three actions, each with its load shape and its reference's. */
function actions({ signers, players, buyers, productId, clock }) {
  return [
    {
      name: 'scoreGame',
      customers: players,
      step:
        (base) =>
        (agent, { token }) =>
          act(agent, base, 'scoreGame', token),
      writes: 1,
    },
    {
      name: 'checkout',
      customers: buyers,
      step: (base) => checkoutStep(base, productId),
      writes: 2,
    },
    {
      // Last, as it moves the clock: rounds of every customer signing once, then a day on.
      name: 'sign',
      customers: signers,
      step:
        (base) =>
        (agent, { token }) =>
          act(agent, base, 'sign', token),
      writes: 1,
      rounds: (base) => ({ afterRound: () => clock.nextDay(base) }),
      prepare: (base) => clock.sync(base),
    },
  ];
}

function verdict(value, target, atLeast = true) {
  const met = atLeast ? value >= target : value <= target;
  return `${atLeast ? '≥' : '≤'} ${target} ${met ? 'met' : 'NOT MET'}`;
}

/**
 * The write bench on one database. `target`: `label`, `database` (database.mjs), `launch(node
 * options)` starting a server on it, `bareBase` the bare write server on the same database.
 */
export async function benchWrites(target, { connections, duration, profile }) {
  const { label, database, bareBase } = target;
  const server = await target.launch();
  const base = `http://127.0.0.1:${server.port}`;
  const db = await openDatabase(database);
  try {
    const signers = await signUp(base, connections, 'wsign');
    const players = await signUp(base, connections, 'wgame');
    await stakeGame(db, players);
    const buyers = await signUpCustomers(base, connections, { parallel: 4 });
    const productId = await stockUp(database);
    const clock = signClock();
    const list = actions({ signers, players, buyers, productId, clock });
    const rounds = 3;
    const seconds = Math.max(1, Math.round(duration / rounds));
    const targets = TARGETS[database.kind];
    console.log(
      `\nWrites on ${label}: ${connections} distinct customers at once, ${rounds} rounds of ${seconds} s per action, alternating with the bare durable write (${database.kind === 'sqlite' ? 'its own SQLite file, WAL, synchronous FULL' : 'pg.Pool of 10, own table'})`,
    );
    console.log(
      '| action | ops/s | p50 ms | p99 ms | bare write ops/s | ratio | target | p99/p50 | answers |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- |');
    for (const action of list) {
      await action.prepare?.(base);
      const agents = [connectionsFor(action.customers), connectionsFor(action.customers)];
      const shape = { ...action.rounds?.(base), agent: agents[0] };
      const bareShape = {
        agent: agents[1],
        ...(shape.afterRound ? { afterRound: async () => undefined } : {}),
      };
      const mine = () => hammer(action.customers, action.step(base), seconds, shape);
      const bare = () =>
        hammer(action.customers, bareStep(bareBase, action.writes), seconds, bareShape);
      // Warm-up: the code paths compiled, and every customer's connection open.
      await hammer(action.customers, action.step(base), 1, shape);
      await hammer(action.customers, bareStep(bareBase, action.writes), 1, bareShape);
      const r = await alternate(rounds, mine, bare);
      for (const agent of agents) agent.destroy();
      const spread = r.p99 / r.p50;
      console.log(
        `| ${action.name} | ${Math.round(r.rps)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${Math.round(r.bareRps)} | ${r.ratio.toFixed(2)} | ${verdict(r.ratio, targets[action.name])}; p99/p50 ${verdict(spread, SPREAD_TARGET, false)} | ${spread.toFixed(1)} | ${codesText(r.codes)} |`,
      );
    }
    console.log(
      '(a checkout is two requests, orderCreate + orderPay; its reference is two bare writes in a row, its latencies are of the pair. Sign-in goes in rounds: all customers sign, then the clock moves a day; the clock moves are not counted.)',
    );
    await checkWrites(db, { signers, players, days: clock.days });
    if (profile) await profileWrites(target, list, { server, seconds: Math.max(2, seconds) });
  } finally {
    await db.close();
    server.child.kill('SIGTERM');
  }
}

/** After the runs: each customer rewarded once for each day signed, none skipped; game counts. */
async function checkWrites(db, { signers, players, days }) {
  const sign = await signInCheck(db, signers);
  const missed = sign.perCustomer.filter((n) => n !== days).length;
  const ok = sign.twice === 0 && sign.unrewarded === 0 && missed === 0;
  console.log(
    `\nSign-in: ${sign.days} days signed by ${signers.length} customers over ${days} days; ` +
      (ok
        ? 'no customer was rewarded twice for one day, none missed a day or a reward'
        : `${sign.twice} rewarded twice for one day, ${sign.unrewarded} missing a reward, ${missed} missing a day (FAULT)`),
  );
  console.log(gameVerdict(await gameCheck(db, players)));
}

/** Stops a server child and waits for it to be gone (its CPU profile is written on the way). */
function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * Each action again for `seconds` on a server of its own started with `--cpu-prof`, so the
 * profile holds that action alone; on PostgreSQL pg_stat_activity is sampled meanwhile.
 */
async function profileWrites(target, list, { server, seconds }) {
  await stop(server.child); // one server at a time on the database
  for (const action of list) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-prof-'));
    try {
      const profiled = await target.launch(['--cpu-prof', '--cpu-prof-dir', dir]);
      const base = `http://127.0.0.1:${profiled.port}`;
      await action.prepare?.(base);
      const shape = action.rounds?.(base) ?? {};
      await hammer(action.customers, action.step(base), 1, shape); // warm-up, not profiled
      const sampling =
        target.database.kind === 'postgres' ? await sampleActivity(target.database.url) : null;
      const began = performance.now();
      const r = await hammer(action.customers, action.step(base), seconds, shape);
      const ended = performance.now();
      const activity = sampling ? await sampling() : [];
      await stop(profiled.child);
      const exited = performance.now();
      console.log(
        `\nProfile of ${action.name} on ${target.label} (${seconds} s, ${Math.round(r.rps)} ops/s, answers: ${codesText(r.codes)})`,
      );
      for (const line of cpuSummary(dir, { from: exited - began, to: exited - ended }))
        console.log(line);
      if (activity.length > 0) {
        console.log(`PostgreSQL connections during ${action.name}:`);
        for (const line of activity) console.log(line);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
