// Counts the SQL statements of one checkout (buy-now orderCreate + orderPay with points) by
// running it in process on a fresh seeded SQLite database with a statement hook, and prints
// them. Run by `run.mjs` through tsx, since it imports the server's TypeScript sources.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDemo } from '../src/demo/demo-seed';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-count-'));
const statements: string[] = [];
let counting = false;
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '' });
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

  counting = true;
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
  counting = false;

  const control = /^(begin|commit|rollback|savepoint|release)/i;
  const work = statements.filter((s) => !control.test(s.trim()));
  console.log(
    `SQL statements in one checkout: ${work.length} (plus ${statements.length - work.length} transaction control)`,
  );
  for (const s of work) console.log(`  ${s.replace(/\s+/g, ' ').slice(0, 140)}`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
