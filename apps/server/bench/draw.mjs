// The draw's entries: 200 distinct customers entering the same drop in the same second, each
// with one dropEnter fired together, against the bench's reference, the bare durable write,
// fired the same way (200 at once, one each), in alternating rounds: a fresh drop every round.
// Prints entries/s, p50, p99, the ratio to the bare write and p99/p50; then checks each drop
// holds exactly 200 entries, one per customer.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { send } from './api.mjs';
import { signUpCustomers } from './checkout.mjs';
import { adminToken } from './console.mjs';
import { openDatabase } from './database.mjs';
import { percentile } from './hammer.mjs';

const ENTRANTS = 200;
const ROUNDS = 3;

// An art product like `$1` with its own product number and 10 in stock: each round's drop.
const COPY_SQL = `INSERT INTO products (type, category_id, artisan_id, name_zh, name_en, image, images,
    description_zh, description_en, specs_zh, specs_en, brand_zh, brand_en, product_no, gross_weight,
    age_of_use_zh, age_of_use_en, material_zh, material_en, size_zh, size_en, price, score_price,
    earn_score, stock, sales, on_sale, sort, created_at, updated_at)
  SELECT type, category_id, artisan_id, name_zh, name_en, image, images,
    description_zh, description_en, specs_zh, specs_en, brand_zh, brand_en, product_no || $2, gross_weight,
    age_of_use_zh, age_of_use_en, material_zh, material_en, size_zh, size_en, price, score_price,
    earn_score, 10, 0, 1, sort, created_at, updated_at
  FROM products WHERE id = $1 RETURNING id`;

/** A POST with a JSON body to a full URL; resolves the answer's HTTP status. */
function postStatus(agent, url, body) {
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

/**
 * `fire(agent, i)` for every entrant at once, on connections opened beforehand by `open`; the
 * burst's rate (answers over the time to the last), latencies, and answer tallies.
 */
async function burst(open, fire) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: ENTRANTS });
  await Promise.all(Array.from({ length: ENTRANTS }, (_, i) => open(agent, i)));
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: ENTRANTS }, async (_, i) => {
      const begin = performance.now();
      const key = await fire(agent, i);
      return { key, ms: performance.now() - begin, at: performance.now() - started };
    }),
  );
  agent.destroy();
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  const codes = new Map();
  for (const { key } of answers) codes.set(key, (codes.get(key) ?? 0) + 1);
  return {
    rps: ENTRANTS / (Math.max(...answers.map((a) => a.at)) / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    codes,
  };
}

/** The draw's entry bench on one server and its database; `bareBase` the bare write server. */
export async function benchDraw(label, port, database, bareBase) {
  const base = `http://127.0.0.1:${port}`;
  const customers = await signUpCustomers(base, ENTRANTS, { parallel: 4 });
  const admin = await adminToken(base);
  const db = await openDatabase(database);
  try {
    const sample = await db.get("SELECT id FROM products WHERE type = 'art' ORDER BY id LIMIT 1");
    const clock = await (await fetch(`${base}/api/dev/clock`)).json();
    const now = Date.now() + (clock.data?.offset_ms ?? 0);
    const mine = [];
    const bare = [];
    const drops = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const product = await db.get(COPY_SQL, [sample.id, `-d${randomUUID().slice(0, 8)}`]);
      // A console action: under /api/admin.
      const saved = await (
        await fetch(`${base}/api/admin/dropSave`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
          body: JSON.stringify({
            product_id: Number(product.id),
            quantity: 5,
            entries_open_at: new Date(now - 60_000).toISOString(),
            entries_close_at: new Date(now + 3_600_000).toISOString(),
            purchase_hours: 24,
            lang: 'en',
          }),
        })
      ).json();
      if (saved.code !== 200) throw new Error(`dropSave: ${saved.msg}`);
      const dropId = saved.data.id;
      drops.push(dropId);
      bare.push(
        await burst(
          (agent) => postStatus(agent, `${bareBase}/write`, { customer: 'warm' }),
          async (agent, i) => {
            const status = await postStatus(agent, `${bareBase}/write`, { customer: String(i) });
            return status === 200 ? 'ok' : `HTTP ${status}`;
          },
        ),
      );
      mine.push(
        await burst(
          (agent, i) =>
            send(
              agent,
              base,
              'GET',
              'dropInfo',
              { product_id: Number(product.id) },
              customers[i].token,
            ),
          async (agent, i) => {
            const answer = await send(
              agent,
              base,
              'POST',
              'dropEnter',
              { drop_id: dropId, lang: 'en' },
              customers[i].token,
            );
            return answer.code === 200 ? 'ok' : answer.msg;
          },
        ),
      );
    }
    const perSecond = (rows) => rows.reduce((sum, r) => sum + r.rps, 0) / rows.length;
    const worst = (rows, key) => Math.max(...rows.map((r) => r[key]));
    const tally = (rows) => {
      const all = new Map();
      for (const r of rows) for (const [k, n] of r.codes) all.set(k, (all.get(k) ?? 0) + n);
      return [...all.entries()].map(([k, n]) => `${n} ${k}`).join('; ');
    };
    const p50 = worst(mine, 'p50');
    const p99 = worst(mine, 'p99');
    console.log(
      `\nDraw entries on ${label}: ${ENTRANTS} distinct customers entering one drop at the same moment (one dropEnter each, connections opened beforehand), ${ROUNDS} rounds alternating with ${ENTRANTS} bare durable writes fired the same way`,
    );
    console.log(
      '| burst | per s | p50 ms | p99 ms | bare write per s | bare p50 ms | bare p99 ms | ratio | p99/p50 | answers |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    console.log(
      `| dropEnter | ${Math.round(perSecond(mine))} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${Math.round(perSecond(bare))} | ${worst(bare, 'p50').toFixed(1)} | ${worst(bare, 'p99').toFixed(1)} | ${(perSecond(mine) / perSecond(bare)).toFixed(2)} | ${(p99 / p50).toFixed(1)} | ${tally(mine)} |`,
    );
    const counts = [];
    for (const dropId of drops) {
      const row = await db.get(
        'SELECT COUNT(*) AS n, COUNT(DISTINCT user_id) AS people, COUNT(DISTINCT mobile) AS mobiles FROM drop_entries WHERE drop_id = $1',
        [dropId],
      );
      counts.push([Number(row.n), Number(row.people), Number(row.mobiles)]);
    }
    const exact = counts.every(
      ([n, people, mobiles]) => n === ENTRANTS && people === n && mobiles === n,
    );
    console.log(
      `entries per drop: ${counts.map(([n]) => n).join(', ')}; ${exact ? `exactly ${ENTRANTS} each, one per customer and per mobile` : `FAULT (${JSON.stringify(counts)})`}`,
    );
  } finally {
    await db.close();
  }
}
