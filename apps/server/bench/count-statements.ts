// Counts the SQL statements of one write action by running it in process on a fresh seeded
// SQLite database with a statement hook, and prints them: one `sign`, one `scoreGame` won and one
// lost, one checkout (buy-now orderCreate + orderPay with points). On PostgreSQL each statement,
// transaction control included, is a round trip to the database. The arguments name the actions
// to count (`checkout`, `sign`, `scoreGame`); none counts all. Run by `run.mjs` through tsx,
// since it imports the server's TypeScript sources.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDemo } from '../src/demo/demo-seed';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-count-'));
const statements: string[] = [];
let counting = false;
// The movable clock lets the count go to a day the demo customer has not signed in yet.
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  WEB_DIST: '',
  DEV_CLOCK: 'true',
  // A session outlives the clock's moves.
  TOKEN_TTL_HOURS: '876000',
});
config.onQuery = (sqlText) => {
  if (counting) statements.push(sqlText);
};
const app = await buildApp(config);
// The app starts empty; the demo customer below comes with the demo studio.
await seedDemo(app);

async function call(action: string, body: Record<string, unknown>, token?: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/index/${action}`,
    payload: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const envelope = res.json<{ code: number; msg: string; data: Record<string, unknown> }>();
  if (envelope.code !== 200) throw new Error(`${action}: ${envelope.msg}`);
  return envelope.data;
}

/** The statements `work` runs: those of the work, and how many controlled a transaction. */
async function counted<T>(work: () => Promise<T>) {
  statements.length = 0;
  counting = true;
  try {
    const result = await work();
    return { result, statements: [...statements] };
  } finally {
    counting = false;
  }
}

const control = /^(begin|commit|rollback|savepoint|release)/i;

function report(title: string, list: string[], verbose: boolean) {
  const work = list.filter((s) => !control.test(s.trim()));
  const trips = list.length;
  console.log(
    `${title}: ${work.length} SQL statements (plus ${trips - work.length} transaction control) = ${trips} round trips on PostgreSQL`,
  );
  if (verbose) for (const s of work) console.log(`  ${s.replace(/\s+/g, ' ').slice(0, 140)}`);
}

const wanted = process.argv.slice(2);
const counts = (action: string) => wanted.length === 0 || wanted.includes(action);

try {
  const { userinfo } = (await call('login', { account: 'demo', password: 'Demo@12345' })) as {
    userinfo: { token: string };
  };
  const token = userinfo.token;
  const address = await call(
    'addressCreate',
    {
      name: 'Count',
      mobile: '19900000000',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      address: '文三路 398 号',
      postal_code: '310012',
      is_default: true,
    },
    token,
  );
  const product = await app.db
    .selectFrom('products')
    .select('id')
    .where('type', '=', 'points')
    .where('on_sale', '=', 1)
    .where('stock', '>', 0)
    .orderBy('score_price')
    .executeTakeFirstOrThrow();

  if (counts('checkout')) {
    const checkout = await counted(async () => {
      const order = await call(
        'orderCreate',
        {
          product_id: product.id,
          quantity: 1,
          address_id: address.id,
          idempotency_key: `count-${Date.now()}`,
        },
        token,
      );
      await call('orderPay', { order_id: order.order_id, method: 'score' }, token);
    });
    report('One checkout (orderCreate + orderPay)', checkout.statements, true);
  }

  if (counts('sign')) {
    // The demo history may hold today's sign-in: tomorrow is certainly free.
    await app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advance_seconds: 86400 },
    });
    const sign = await counted(() => call('sign', {}, token));
    report('One sign', sign.statements, true);
  }

  if (counts('scoreGame')) {
    // Plays until one won and one lost has been counted (prizes are drawn, a few tries do).
    // The day's first play also draws the day's server seed: counted apart from the steady plays.
    await call('scoreGame', {}, token);
    const seen = new Map<string, string[]>();
    for (let i = 0; i < 40 && seen.size < 2; i += 1) {
      const play = await counted(() => call('scoreGame', {}, token));
      const won = (play.result.play as { prize_points: number }).prize_points > 0;
      const key = won ? 'won' : 'lost';
      if (!seen.has(key)) seen.set(key, play.statements);
    }
    for (const [key, list] of seen) report(`One scoreGame, ${key}`, list, true);
    if (seen.size < 2) console.log(`scoreGame: only ${[...seen.keys()].join()} plays drawn in 40`);
  }
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
