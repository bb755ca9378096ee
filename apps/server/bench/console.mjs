// The console benchmark: 100,000 orders (with their lines, 20,000 customers, 200 more products
// and the points they moved) written straight into the server's database over the last 365
// days, then the dashboard and the orders list read through HTTP by a signed-in admin at 10
// connections. Setting up is not measured; it goes through the database in bulk, in one
// transaction on SQLite and in batches of multi-row inserts on PostgreSQL.
import { randomInt } from 'node:crypto';

export const CONSOLE_ORDERS = Number(process.env.BENCH_CONSOLE_ORDERS ?? 100_000);
const CUSTOMERS = Math.max(1000, Math.round(CONSOLE_ORDERS / 5));
const EXTRA_PRODUCTS = 200;
const DAY_MS = 86_400_000;
const TIME_ZONE = 'Asia/Shanghai';
/** Bench customers' mobiles: 170 and eight digits, none a real customer's. */
export const benchMobile = (i) => `170${String(i).padStart(8, '0')}`;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });
const pick = (weights) => {
  let roll = Math.random() * weights.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, weight] of weights) if ((roll -= weight) < 0) return value;
  return weights[0][0];
};

const PRODUCT_COLUMNS = [
  'type',
  'category_id',
  'artisan_id',
  'name_zh',
  'name_en',
  'image',
  'images',
  'description_zh',
  'description_en',
  'specs_zh',
  'specs_en',
  'brand_zh',
  'brand_en',
  'gross_weight',
  'age_of_use_zh',
  'age_of_use_en',
  'material_zh',
  'material_en',
  'size_zh',
  'size_en',
  'price',
  'score_price',
  'earn_score',
  'stock',
  'sales',
  'on_sale',
  'sort',
  'created_at',
  'updated_at',
];
const USER_COLUMNS = [
  'username',
  'nickname',
  'avatar',
  'mobile',
  'password_hash',
  'role',
  'score',
  'score_total',
  'created_at',
  'updated_at',
];
const ORDER_COLUMNS = [
  'order_no',
  'user_id',
  'type',
  'status',
  'goods_amount',
  'ship_fee',
  'total_amount',
  'total_score',
  'earn_score',
  'earned_score',
  'delivery',
  'recipient_name',
  'recipient_mobile',
  'province',
  'city',
  'district',
  'address',
  'postal_code',
  'pay_method',
  'pay_deadline',
  'paid_at',
  'canceled_at',
  'cancel_reason',
  'refunded_at',
  'carrier',
  'tracking_no',
  'shipped_at',
  'received_at',
  'idempotency_key',
  'created_day',
  'created_at',
  'updated_at',
];
const ITEM_COLUMNS = [
  'order_id',
  'product_id',
  'name_zh',
  'name_en',
  'image',
  'price',
  'score_price',
  'earn_score',
  'quantity',
];
const LEDGER_COLUMNS = ['user_id', 'delta', 'balance_after', 'reason', 'ref', 'created_at'];

/** Inserts rows into a table on either database; answers the new ids when asked. */
async function writer(database) {
  if (database.kind === 'sqlite') {
    const { openSqlite } = await import('../src/db/sqlite-driver.ts');
    const db = openSqlite(database.file);
    db.pragma('busy_timeout = 10000');
    db.pragma('synchronous = OFF');
    const statements = new Map();
    return {
      query: (sqlText, params = []) => db.prepare(sqlText).all(...params),
      async insert(table, columns, rows) {
        const key = `${table}:${columns}`;
        let statement = statements.get(key);
        if (!statement) {
          statement = db.prepare(
            `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
          );
          statements.set(key, statement);
        }
        return rows.map((row) => Number(statement.run(...row).lastInsertRowid));
      },
      transaction: async (fn) => {
        db.exec('BEGIN');
        try {
          await fn();
          db.exec('COMMIT');
        } catch (err) {
          db.exec('ROLLBACK');
          throw err;
        }
      },
      close: async () => db.close(),
    };
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    query: async (sqlText, params = []) => {
      let n = 0;
      return (
        await client.query(
          sqlText.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows;
    },
    async insert(table, columns, rows) {
      const ids = [];
      const batch = Math.floor(60_000 / columns.length);
      for (let at = 0; at < rows.length; at += batch) {
        const part = rows.slice(at, at + batch);
        const values = part.map(
          (_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
        );
        const result = await client.query(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')} RETURNING id`,
          part.flat(),
        );
        ids.push(...result.rows.map((row) => Number(row.id)));
      }
      return ids;
    },
    transaction: async (fn) => fn(),
    close: () => client.end(),
  };
}

/** Writes the console's data set; answers a bench customer's mobile to search for. */
/**
 * The triggers appended the load's figures as deltas; the server's job folds them into the
 * per-day totals within a round of jobs (the bench servers run none): folded here, by the same
 * code, so the reads measure the totals as a running shop has them.
 */
async function foldFigures(database) {
  const { createDb } = await import('../src/db/dialect.ts');
  const { orderStats } = await import('../src/modules/order/order-stats.ts');
  const { pointsStats } = await import('../src/modules/points/points-stats.ts');
  const db = createDb(database);
  try {
    await orderStats(db).fold();
    await pointsStats(db).fold();
  } finally {
    await db.destroy();
  }
}

export async function seedConsoleData(database) {
  const started = performance.now();
  const db = await writer(database);
  const now = Date.now();
  const since = now - 365 * DAY_MS;
  try {
    await db.transaction(async () => {
      const [{ id: artCategory }] = await db.query(
        `SELECT id FROM product_categories WHERE type = 'art' ORDER BY id LIMIT 1`,
      );
      const [{ id: pointsCategory }] = await db.query(
        `SELECT id FROM product_categories WHERE type = 'points' ORDER BY id LIMIT 1`,
      );
      const productRows = Array.from({ length: EXTRA_PRODUCTS }, (_, i) => {
        const art = i % 4 !== 3;
        return [
          art ? 'art' : 'points',
          art ? artCategory : pointsCategory,
          null,
          `基准作品 ${i + 1}`,
          `Bench work ${i + 1}`,
          '',
          '[]',
          '',
          '',
          '[]',
          '[]',
          '',
          '',
          0,
          '',
          '',
          '',
          '',
          '',
          '',
          art ? 5_000 + randomInt(195_000) : 0,
          art ? 0 : 100 + randomInt(4_900),
          art ? 50 + randomInt(500) : 0,
          1000,
          0,
          1,
          0,
          now,
          now,
        ];
      });
      const productIds = await db.insert(
        'products',
        [...PRODUCT_COLUMNS, 'product_no'],
        productRows.map((row, i) => [...row, `BENCH-${now}-${i}`]),
      );
      const products = productIds.map((id, i) => ({
        id,
        type: productRows[i][0],
        price: productRows[i][20],
        score_price: productRows[i][21],
        earn_score: productRows[i][22],
      }));
      const byMall = {
        art: products.filter((p) => p.type === 'art'),
        points: products.filter((p) => p.type === 'points'),
      };

      const userRows = Array.from({ length: CUSTOMERS }, (_, i) => {
        const created = since + Math.floor((i / CUSTOMERS) * 365 * DAY_MS);
        const score = randomInt(5_000);
        return [
          `bench_c${i}`,
          `Bench ${i}`,
          '',
          benchMobile(i),
          'x',
          'user',
          score,
          score,
          created,
          created,
        ];
      });
      const userIds = await db.insert('users', USER_COLUMNS, userRows);

      const orderRows = [];
      const lines = [];
      const ledger = [];
      for (let i = 0; i < CONSOLE_ORDERS; i += 1) {
        const created = since + randomInt(365 * DAY_MS);
        const type = Math.random() < 0.75 ? 'art' : 'points';
        const status = pick([
          ['completed', 65],
          ['unreceived', 10],
          ['undelivered', 10],
          ['canceled', 15],
        ]);
        const wasPaid = status !== 'canceled' || Math.random() < 0.4;
        const chosen = new Map();
        for (let n = 1 + randomInt(3); n > 0; n -= 1) {
          const product = byMall[type][randomInt(byMall[type].length)];
          chosen.set(product.id, { product, quantity: 1 + randomInt(2) });
        }
        let goods = 0;
        let score = 0;
        let earn = 0;
        for (const { product, quantity } of chosen.values()) {
          goods += product.price * quantity;
          score += product.score_price * quantity;
          earn += product.earn_score * quantity;
        }
        const ship = type === 'art' && goods < 29_900 ? 1200 : 0;
        const userIndex = randomInt(CUSTOMERS);
        const paidAt = wasPaid ? created + randomInt(20 * 60_000) : null;
        const shippedAt = ['unreceived', 'completed'].includes(status) ? created + DAY_MS : null;
        orderRows.push([
          `B${String(i).padStart(12, '0')}`,
          userIds[userIndex],
          type,
          status,
          goods,
          ship,
          goods + ship,
          score,
          earn,
          status === 'completed' ? earn : 0,
          'express',
          'Bench',
          benchMobile(userIndex),
          '浙江省',
          '杭州市',
          '西湖区',
          '文三路 398 号',
          '310012',
          wasPaid ? (type === 'art' ? 'sandbox' : 'score') : null,
          created + 30 * 60_000,
          paidAt,
          status === 'canceled' ? created + 40 * 60_000 : null,
          status === 'canceled' ? (wasPaid ? 'buyer' : 'timeout') : null,
          status === 'canceled' && wasPaid ? created + 40 * 60_000 : null,
          shippedAt ? 'SF' : null,
          shippedAt ? `SF${i}` : null,
          shippedAt,
          status === 'completed' ? created + 5 * DAY_MS : null,
          `bench-${i}`,
          dayFormat.format(created),
          created,
          created,
        ]);
        lines.push([...chosen.values()]);
        if (type === 'points' && wasPaid) {
          ledger.push([userIds[userIndex], -score, 0, 'order_pay', `B${i}`, paidAt]);
          if (status === 'canceled') {
            ledger.push([
              userIds[userIndex],
              score,
              0,
              'order_refund',
              `B${i}`,
              created + 40 * 60_000,
            ]);
          }
        }
        if (status === 'completed' && earn > 0) {
          ledger.push([userIds[userIndex], earn, 0, 'order_earn', `B${i}`, created + 5 * DAY_MS]);
        }
      }
      const orderIds = await db.insert('orders', ORDER_COLUMNS, orderRows);
      await db.insert(
        'order_items',
        ITEM_COLUMNS,
        orderIds.flatMap((orderId, i) =>
          lines[i].map(({ product, quantity }) => [
            orderId,
            product.id,
            '基准作品',
            'Bench work',
            '',
            product.price,
            product.score_price,
            product.earn_score,
            quantity,
          ]),
        ),
      );
      await db.insert('points_ledger', LEDGER_COLUMNS, ledger);
    });
    await foldFigures(database);
    // A bulk load leaves PostgreSQL's visibility map empty until autovacuum passes, and index-only
    // scans (counts, a late page's ids) would visit every row meanwhile: vacuum as it would.
    if (database.kind === 'postgres') await db.query('VACUUM ANALYZE');
    else await db.query('PRAGMA optimize');
  } finally {
    await db.close();
  }
  return { seconds: (performance.now() - started) / 1000, mobile: benchMobile(42) };
}

/** The console's reads measured, each against the bare route in the same run. */
export function consoleEndpoints(mobile) {
  return [
    { name: 'dashboardStats 7 days', path: '/api/admin/dashboardStats?range=7d&lang=zh-cn' },
    { name: 'dashboardStats 30 days', path: '/api/admin/dashboardStats?range=30d&lang=zh-cn' },
    { name: 'dashboardStats 90 days', path: '/api/admin/dashboardStats?range=90d&lang=zh-cn' },
    { name: 'orderAdminList first page', path: '/api/admin/orderAdminList?page=1&limit=20' },
    {
      name: 'orderAdminList status',
      path: '/api/admin/orderAdminList?page=1&limit=20&status=undelivered',
    },
    {
      name: 'orderAdminList phone search',
      path: `/api/admin/orderAdminList?page=1&limit=20&mobile=${mobile}`,
    },
    { name: 'orderAdminList late page', path: '/api/admin/orderAdminList?page=2000&limit=20' },
  ];
}

/** The demo admin's session token, signed in through the API. */
export async function adminToken(base) {
  const response = await fetch(`${base}/api/index/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: 'Admin@12345' }),
  });
  const { code, msg, data } = await response.json();
  if (code !== 200) throw new Error(`admin sign-in: ${msg}`);
  return data.userinfo.token;
}

/** False when the server has no such action (it answers 404). */
export async function served(url, token) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.status !== 404;
}
