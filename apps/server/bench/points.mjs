// The points benchmark: the daily sign-in (`sign`) and the points game (`scoreGame`), each with
// `connections` distinct customers calling at once against a running server on SQLite, measured
// beside the bare route at the same connections. Afterwards the database is read to check that
// no customer was rewarded twice for one day and that no balance went below zero.
import http from 'node:http';
import { register, send } from './api.mjs';
import { openDatabase } from './database.mjs';
import { codesText, hammer } from './hammer.mjs';

/** Points each game customer starts with: far more than a run can spend. */
const STAKE = 1_000_000;

/** Registers `count` customers through the API; answers their ids and tokens. */
export async function signUp(base, count, tag) {
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

/** One action called by one customer: the key its answer is counted under. */
export async function act(agent, base, action, token) {
  const answer = await send(agent, base, 'POST', action, {}, token);
  return answer.code === 200 ? 'ok' : `${answer.code} ${answer.msg}`;
}

/** Every customer calling `action` over and over for `seconds`; latencies and answers kept. */
function hammerAction(base, customers, action, seconds) {
  return hammer(customers, (agent, { token }) => act(agent, base, action, token), seconds);
}

/**
 * Setting up, not measured: each game customer is given points (a lot and its ledger row, as
 * a credit would), and a game rules version without a daily limit worth reaching, so that the
 * run measures plays rather than refusals. `db` is the bench's door (database.mjs).
 */
export async function stakeGame(db, customers) {
  const now = Date.now();
  await db.transaction(async () => {
    for (const { id } of customers) {
      const { score } = await db.get(
        'UPDATE users SET score = score + $1 WHERE id = $2 RETURNING score',
        [STAKE, id],
      );
      const ledger = await db.get(
        `INSERT INTO points_ledger (user_id, delta, balance_after, reason, ref, note, config_version, created_at)
         VALUES ($1, $2, $3, 'opening', '', 'bench', NULL, $4) RETURNING id`,
        [id, STAKE, Number(score), now],
      );
      await db.all(
        `INSERT INTO points_lots (user_id, amount, remaining, ledger_id, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, NULL)`,
        [id, STAKE, STAKE, ledger.id, now],
      );
    }
    const current = await db.get(
      `SELECT version, body FROM points_config_versions WHERE kind = 'game' ORDER BY version DESC LIMIT 1`,
    );
    // The budget stays within PostgreSQL's integer, which the server's budget check compares in.
    const rules = {
      ...JSON.parse(current.body),
      daily_limit: 1_000_000,
      daily_budget: 2_000_000_000,
    };
    await db.all(
      `INSERT INTO points_config_versions (kind, version, body, actor_id, actor_name, created_at)
       VALUES ('game', $1, $2, NULL, 'bench', $3)`,
      [Number(current.version) + 1, JSON.stringify(rules), now],
    );
  });
}

function ids(customers) {
  return customers.map((c) => Number(c.id)).join(',');
}

/**
 * Sign-in rewards per customer against the days they signed in: a ledger row more than the
 * days (one `sign_ins` row per customer and day) would be a day rewarded twice. `perCustomer`
 * lists each customer's days, for telling whether one missed a round.
 */
export async function signInCheck(db, customers) {
  const rows = (
    await db.all(
      `SELECT u.id,
              (SELECT COUNT(*) FROM points_ledger l
                WHERE l.user_id = u.id AND l.reason = 'sign_in') AS rewards,
              (SELECT COUNT(*) FROM sign_ins d WHERE d.user_id = u.id) AS days
         FROM users u WHERE u.id IN (${ids(customers)})`,
    )
  ).map((row) => ({ rewards: Number(row.rewards), days: Number(row.days) }));
  return {
    days: rows.reduce((sum, row) => sum + row.days, 0),
    twice: rows.filter((row) => row.rewards > row.days).length,
    unrewarded: rows.filter((row) => row.rewards < row.days).length,
    perCustomer: rows.map((row) => row.days),
  };
}

/** Game plays against the limit counter and the balances: none below zero, counts exact. */
export async function gameCheck(db, customers) {
  const count = async (sqlText) => Number((await db.get(sqlText)).n);
  const negative = await count(
    `SELECT COUNT(*) AS n FROM users WHERE id IN (${ids(customers)}) AND score < 0`,
  );
  const drift = await count(
    `SELECT COUNT(*) AS n FROM game_days g WHERE g.user_id IN (${ids(customers)})
        AND g.plays <> (SELECT COUNT(*) FROM game_plays p WHERE p.user_id = g.user_id AND p.day = g.day)`,
  );
  const plays = await count(
    `SELECT COUNT(*) AS n FROM game_plays WHERE user_id IN (${ids(customers)})`,
  );
  return { negative, drift, plays };
}

/** The game check as one line of the bench's output. */
export function gameVerdict({ negative, drift, plays }) {
  return (
    `Game: ${plays} plays; ${negative === 0 ? 'no balance below zero' : `${negative} balances below zero (FAULT)`}; ` +
    `${drift === 0 ? 'every daily counter equals its plays' : `${drift} daily counters off (FAULT)`}`
  );
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
    await stakeGame(db, players);
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
        mine.push(await hammerAction(base, customers, action, seconds));
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
      const { days, twice, unrewarded } = await signInCheck(db, signers);
      const verdict =
        twice === 0 && unrewarded === 0
          ? 'no customer was rewarded twice for one day, none missed a reward'
          : `${twice} customers rewarded twice for one day, ${unrewarded} missing a reward (FAULT)`;
      console.log(`\nSign-in: ${days} days signed by ${signers.length} customers; ${verdict}`);
    }
    console.log(gameVerdict(await gameCheck(db, players)));
  } finally {
    await db.close();
  }
}
