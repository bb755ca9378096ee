// The points benchmark: the daily sign-in (`sign`) and the points game (`scoreGame`), each with
// `connections` distinct customers calling at once against a running server on SQLite, measured
// beside the bare route at the same connections. Afterwards the database is read to check that
// no customer was rewarded twice for one day and that no balance went below zero.
import http from 'node:http';
import { register, send } from './api.mjs';

/** Points each game customer starts with: far more than a run can spend. */
const STAKE = 1_000_000;

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Registers `count` customers through the API; answers their ids and tokens. */
async function signUp(base, count, tag) {
  const agent = new http.Agent({ keepAlive: true });
  const customers = [];
  for (let i = 0; i < count; i += 1) {
    const mobile = `197${String(Date.now() + i).slice(-8)}`;
    const userinfo = await register(agent, base, mobile, `${tag}_${mobile}`);
    customers.push({ id: userinfo.id, token: userinfo.token });
  }
  agent.destroy();
  return customers;
}

/** Every customer calling `action` over and over for `seconds`; latencies and answers kept. */
async function hammer(base, customers, action, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: customers.length * 2 });
  const latencies = [];
  const codes = new Map();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    customers.map(async ({ token }) => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        const answer = await send(agent, base, 'POST', action, {}, token);
        latencies.push(performance.now() - begin);
        const key = answer.code === 200 ? 'ok' : `${answer.code} ${answer.msg}`;
        codes.set(key, (codes.get(key) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    codes,
  };
}

/** The SQLite database the server runs on, opened beside it for setting up and checking. */
async function openDatabase(database) {
  const { openSqlite } = await import('../src/db/sqlite-driver.ts');
  const db = openSqlite(database.file);
  db.pragma('busy_timeout = 5000');
  return db;
}

/**
 * Setting up, not measured: each game customer is given points (a lot and its ledger row, as
 * a credit would), and a game rules version without a daily limit worth reaching, so that the
 * run measures plays rather than refusals.
 */
function stakeGame(db, customers) {
  const now = Date.now();
  const grant = db.transaction(() => {
    for (const { id } of customers) {
      const { score } = db
        .prepare('UPDATE users SET score = score + ? WHERE id = ? RETURNING score')
        .get(STAKE, id);
      const ledger = db
        .prepare(
          `INSERT INTO points_ledger (user_id, delta, balance_after, reason, ref, note, config_version, created_at)
           VALUES (?, ?, ?, 'opening', '', 'bench', NULL, ?) RETURNING id`,
        )
        .get(id, STAKE, score, now);
      db.prepare(
        `INSERT INTO points_lots (user_id, amount, remaining, ledger_id, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, NULL)`,
      ).run(id, STAKE, STAKE, ledger.id, now);
    }
    const current = db
      .prepare(
        `SELECT version, body FROM points_config_versions WHERE kind = 'game' ORDER BY version DESC LIMIT 1`,
      )
      .get();
    const rules = { ...JSON.parse(current.body), daily_limit: 1_000_000, daily_budget: 1e12 };
    db.prepare(
      `INSERT INTO points_config_versions (kind, version, body, actor_id, actor_name, created_at)
       VALUES ('game', ?, ?, NULL, 'bench', ?)`,
    ).run(current.version + 1, JSON.stringify(rules), now);
  });
  grant();
}

function ids(customers) {
  return customers.map((c) => c.id).join(',');
}

/**
 * Sign-in rewards per customer against the days they signed in: a ledger row more than the
 * days (one `sign_ins` row per customer and day) would be a day rewarded twice.
 */
function signInCheck(db, customers) {
  const rows = db
    .prepare(
      `SELECT u.id,
              (SELECT COUNT(*) FROM points_ledger l
                WHERE l.user_id = u.id AND l.reason = 'sign_in') AS rewards,
              (SELECT COUNT(*) FROM sign_ins d WHERE d.user_id = u.id) AS days
         FROM users u WHERE u.id IN (${ids(customers)})`,
    )
    .all();
  return {
    days: rows.reduce((sum, row) => sum + row.days, 0),
    twice: rows.filter((row) => row.rewards > row.days).length,
    unrewarded: rows.filter((row) => row.rewards < row.days).length,
  };
}

/** Game plays against the limit counter and the balances: none below zero, counts exact. */
function gameCheck(db, customers) {
  const negative = db
    .prepare(`SELECT COUNT(*) AS n FROM users WHERE id IN (${ids(customers)}) AND score < 0`)
    .get().n;
  const drift = db
    .prepare(
      `SELECT COUNT(*) AS n FROM game_days g WHERE g.user_id IN (${ids(customers)})
          AND g.plays <> (SELECT COUNT(*) FROM game_plays p WHERE p.user_id = g.user_id AND p.day = g.day)`,
    )
    .get().n;
  const plays = db
    .prepare(`SELECT COUNT(*) AS n FROM game_plays WHERE user_id IN (${ids(customers)})`)
    .get().n;
  return { negative, drift, plays };
}

function codesText(codes) {
  return [...codes.entries()].map(([key, n]) => `${n} ${key}`).join('; ');
}

/**
 * `sign` and `scoreGame`, `connections` distinct customers each, in alternating rounds with the
 * bare route (`bare(seconds)` measures it at the same connections).
 */
export async function benchPoints(label, port, database, { connections, duration, bare }) {
  const base = `http://127.0.0.1:${port}`;
  console.log(
    `\nPoints on ${label}: ${connections} distinct customers at once, ${duration} s per action`,
  );
  console.log('| action | req/s | p50 ms | p99 ms | bare route req/s | ratio to bare | answers |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
  const db = await openDatabase(database);
  try {
    const signers = await signUp(base, connections, 'bsign');
    const players = await signUp(base, connections, 'bgame');
    stakeGame(db, players);
    const probe = await send(undefined, base, 'POST', 'sign', {}, signers[0].token);
    const actions = [
      { action: 'sign', customers: signers, available: probe.status === 200 },
      { action: 'scoreGame', customers: players, available: true },
    ];
    for (const { action, customers, available } of actions) {
      if (!available) {
        console.log(`| ${action} | skipped: not available | | | | | |`);
        continue;
      }
      const rounds = 3;
      const seconds = Math.max(1, Math.round(duration / rounds));
      const mine = [];
      const bareRows = [];
      for (let i = 0; i < rounds; i += 1) {
        bareRows.push(await bare(seconds));
        mine.push(await hammer(base, customers, action, seconds));
      }
      const total = (rows) => rows.reduce((sum, r) => sum + r.rps, 0);
      const worst = (key) => Math.max(...mine.map((r) => r[key]));
      const codes = new Map();
      for (const r of mine) for (const [k, n] of r.codes) codes.set(k, (codes.get(k) ?? 0) + n);
      console.log(
        `| ${action} | ${Math.round(total(mine) / rounds)} | ${worst('p50').toFixed(1)} | ${worst('p99').toFixed(1)} | ${Math.round(total(bareRows) / rounds)} | ${(total(mine) / total(bareRows)).toFixed(2)} | ${codesText(codes)} |`,
      );
    }
    if (actions[0].available) {
      const { days, twice, unrewarded } = signInCheck(db, signers);
      const verdict =
        twice === 0 && unrewarded === 0
          ? 'no customer was rewarded twice for one day, none missed a reward'
          : `${twice} customers rewarded twice for one day, ${unrewarded} missing a reward (FAULT)`;
      console.log(`\nSign-in: ${days} days signed by ${signers.length} customers; ${verdict}`);
    }
    const game = gameCheck(db, players);
    console.log(
      `Game: ${game.plays} plays; ${game.negative === 0 ? 'no balance below zero' : `${game.negative} balances below zero (FAULT)`}; ` +
        `${game.drift === 0 ? 'every daily counter equals its plays' : `${game.drift} daily counters off (FAULT)`}`,
    );
  } finally {
    db.close();
  }
}
