// The points actions' part of the write bench (writes.mjs): their customers, the game's stake,
// and the checks afterwards that no customer was rewarded twice for one day and that no balance
// went below zero.
import http from 'node:http';
import { register, send } from './api.mjs';

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
