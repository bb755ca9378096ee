// The limited-edition drop: 200 customers buying one points product with 100 in stock, all at
// the same moment; the same edition released at a set time, the 200 firing at the instant the
// server's clock reaches it (first come, first served); then 50 customers checking out the same (hot) product against the same load
// spread over twenty products, in alternating rounds. Prints what was sold and refused, and the
// hot/spread throughput ratio.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { send } from './api.mjs';
import { checkoutStep, signUpCustomers, stockUp } from './checkout.mjs';
import { openDatabase } from './database.mjs';
import { alternate, codesText, connectionsFor, hammer } from './hammer.mjs';

const BUYERS = 200;
const EDITION = 100;
const SPREAD_PRODUCTS = 20;
const HOT_TARGET = 0.5;
/** How far ahead of the server's time the timed edition is released. */
const RELEASE_AHEAD_MS = 3_600_000;

// A new product like `$1`: its own product number, `$3` in stock, nothing sold yet.
const COPY_SQL = `INSERT INTO products (type, category_id, artisan_id, name_zh, name_en, image, images,
    description_zh, description_en, specs_zh, specs_en, brand_zh, brand_en, product_no, gross_weight,
    age_of_use_zh, age_of_use_en, material_zh, material_en, size_zh, size_en, price, score_price,
    earn_score, stock, sales, on_sale, sort, created_at, updated_at)
  SELECT type, category_id, artisan_id, name_zh, name_en, image, images,
    description_zh, description_en, specs_zh, specs_en, brand_zh, brand_en, product_no || $2, gross_weight,
    age_of_use_zh, age_of_use_en, material_zh, material_en, size_zh, size_en, price, score_price,
    earn_score, CAST($3 AS INTEGER), 0, 1, sort, created_at, updated_at
  FROM products WHERE id = $1 RETURNING id`;

async function copyProduct(db, fromId, stock) {
  const row = await db.get(COPY_SQL, [fromId, `-b${randomUUID().slice(0, 8)}`, stock]);
  return Number(row.id);
}

/** The server's movable clock: its time now, or moved to `to` (never back). */
async function serverClock(base, to) {
  const res = await fetch(`${base}/api/dev/clock`, {
    method: to === undefined ? 'GET' : 'POST',
    ...(to === undefined
      ? {}
      : {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ to: new Date(to).toISOString() }),
        }),
  });
  const { code, data } = await res.json();
  if (code !== 200) throw new Error(`the clock: code ${code}`);
  return Date.parse(data.now);
}

/** Orders made, stock left, and refusals by message, of one edition. */
async function tally(db, productId, answers) {
  const made = answers.filter((a) => a.code === 200);
  const refused = answers.filter((a) => a.code !== 200);
  const reasons = new Map();
  for (const a of refused) reasons.set(a.msg, (reasons.get(a.msg) ?? 0) + 1);
  const orders = Number(
    (await db.get('SELECT COUNT(*) AS n FROM order_items WHERE product_id = $1', [productId])).n,
  );
  const stock = Number(
    (await db.get('SELECT stock FROM products WHERE id = $1', [productId])).stock,
  );
  const last = (rows) => Math.max(0, ...rows.map((a) => a.ms));
  const reasonsText =
    [...reasons.entries()].map(([msg, n]) => `${n} "${msg}"`).join('; ') || 'none';
  return {
    made,
    refused,
    orders,
    stock,
    last,
    reasonsText,
    ok: orders === EDITION && made.length === EDITION && stock === 0,
  };
}

/** Every customer's one buy-now orderCreate, all fired together; each answer and its time. */
async function fire(base, customers, productId) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: customers.length });
  // Connections opened beforehand, so the orders leave together rather than behind handshakes.
  await Promise.all(
    customers.map(() => send(agent, base, 'GET', 'productInfo', { id: productId, lang: 'en' })),
  );
  const started = performance.now();
  const answers = await Promise.all(
    customers.map(async ({ token, addressId }) => {
      const answer = await send(
        agent,
        base,
        'POST',
        'orderCreate',
        {
          product_id: productId,
          quantity: 1,
          address_id: addressId,
          idempotency_key: randomUUID(),
          lang: 'en',
        },
        token,
      );
      return { ...answer, ms: performance.now() - started };
    }),
  );
  agent.destroy();
  return answers;
}

/** The drop and the hot/spread comparison on one server and its database. */
export async function benchDrop(label, port, database, { connections, duration }) {
  const base = `http://127.0.0.1:${port}`;
  const customers = await signUpCustomers(base, BUYERS, { parallel: 4 });
  const sampleId = await stockUp(database); // points for every bench customer
  const db = await openDatabase(database);
  try {
    const edition = await copyProduct(db, sampleId, EDITION);
    const plain = await tally(db, edition, await fire(base, customers, edition));
    const { made, refused, orders, stock, last, ok } = plain;
    console.log(
      `\nDrop on ${label}: ${BUYERS} customers, one buy-now orderCreate each, fired together at a product with ${EDITION} in stock`,
    );
    console.log(
      `orders made: ${orders} (answered ok: ${made.length}); stock left: ${stock}; refused: ${refused.length}` +
        ` (${plain.reasonsText})` +
        `; last refusal answered after ${last(refused).toFixed(0)} ms, last order after ${last(made).toFixed(0)} ms` +
        `; ${ok ? 'exactly the edition sold, stock never below zero' : 'FAULT'}`,
    );

    // The same edition on sale at a set time: an order a moment early is refused; the server's
    // clock is then moved to the instant and every customer fires at once.
    const timed = await copyProduct(db, sampleId, EDITION);
    const releaseAt = (await serverClock(base)) + RELEASE_AHEAD_MS;
    await db.get('UPDATE products SET release_at = $1 WHERE id = $2 RETURNING id', [
      releaseAt,
      timed,
    ]);
    const [early] = await fire(base, customers.slice(0, 1), timed);
    await serverClock(base, releaseAt);
    const release = await tally(db, timed, await fire(base, customers, timed));
    const releaseOk = release.ok && early.code !== 200 && release.stock >= 0;
    // Against the drop without a release time: the time until every customer had an answer.
    const plainMs = Math.max(last(made), last(refused));
    const releaseMs = Math.max(release.last(release.made), release.last(release.refused));
    console.log(
      `Release on ${label}: the same edition on sale at a set time, ${BUYERS} customers firing as the server's clock reaches it`,
    );
    console.log(
      `an order 1 h early: ${early.code === 200 ? 'SOLD (FAULT)' : `refused "${early.msg}"`}` +
        `; sold: ${release.orders} (answered ok: ${release.made.length}); stock left: ${release.stock}` +
        `; refused: ${release.refused.length} (${release.reasonsText})` +
        `; every answer after ${releaseMs.toFixed(0)} ms` +
        `; ${releaseOk ? 'exactly the edition sold, stock never below zero' : 'FAULT'}`,
    );
    console.log(
      `release/plain speed (time until all ${BUYERS} answered: plain ${plainMs.toFixed(0)} ms, release ${releaseMs.toFixed(0)} ms): ${(plainMs / Math.max(1, releaseMs)).toFixed(2)}`,
    );
    if (!releaseOk) process.exitCode = 1;

    const hot = await copyProduct(db, sampleId, 10_000_000);
    const spread = [];
    for (let i = 0; i < SPREAD_PRODUCTS; i += 1)
      spread.push(await copyProduct(db, sampleId, 10_000_000));
    const hotBuyers = customers.slice(0, connections);
    const spreadBuyers = hotBuyers.map((c, i) => ({ ...c, productId: spread[i % spread.length] }));
    const rounds = 3;
    const seconds = Math.max(1, Math.round(duration / rounds));
    const agents = [connectionsFor(hotBuyers), connectionsFor(spreadBuyers)];
    // Warm-up: the code paths compiled, and every customer's connection open.
    await hammer(hotBuyers, checkoutStep(base, hot), 1, { agent: agents[0] });
    await hammer(spreadBuyers, checkoutStep(base), 1, { agent: agents[1] });
    const r = await alternate(
      rounds,
      () => hammer(hotBuyers, checkoutStep(base, hot), seconds, { agent: agents[0] }),
      () => hammer(spreadBuyers, checkoutStep(base), seconds, { agent: agents[1] }),
    );
    for (const agent of agents) agent.destroy();
    console.log(
      `Hot product on ${label}: ${connections} customers checking out (orderCreate + orderPay) one product vs ${SPREAD_PRODUCTS} products, ${rounds} alternating rounds of ${seconds} s`,
    );
    console.log('| load | checkouts/s | p50 ms | p99 ms | answers |');
    console.log('| --- | ---: | ---: | ---: | --- |');
    console.log(
      `| one hot product | ${Math.round(r.rps)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${codesText(r.codes)} |`,
    );
    console.log(
      `| spread over ${SPREAD_PRODUCTS} | ${Math.round(r.bareRps)} | ${r.bare.p50.toFixed(1)} | ${r.bare.p99.toFixed(1)} | ${codesText(r.bare.codes)} |`,
    );
    console.log(
      `hot/spread: ${r.ratio.toFixed(2)} (target ≥ ${HOT_TARGET} ${r.ratio >= HOT_TARGET ? 'met' : 'NOT MET'})`,
    );
  } finally {
    await db.close();
  }
}
