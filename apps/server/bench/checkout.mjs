// The checkout's part of the write and drop benches: customers with an address and points, and
// a checkout as the pair orderCreate + orderPay (buy now, paid with points).
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { call as request, register, send } from './api.mjs';

/**
 * Registers `count` customers through the API, each with an address; returns their tokens.
 * `parallel` sign-ups at a time: the password hashing is what makes a sign-up slow.
 */
export async function signUpCustomers(base, count, { parallel = 1 } = {}) {
  const agent = new http.Agent({ keepAlive: true });
  const customers = [];
  const stamp = Date.now();
  const signUpOne = async (i) => {
    const mobile = `199${String(stamp + i).slice(-8)}`;
    const userinfo = await register(agent, base, mobile, `bench_${mobile}`);
    const { id: addressId } = await request(
      agent,
      base,
      'POST',
      'addressCreate',
      {
        name: 'Bench',
        mobile,
        province: '浙江省',
        city: '杭州市',
        district: '西湖区',
        address: '文三路 398 号',
        postal_code: '310012',
        is_default: true,
      },
      userinfo.token,
    );
    customers.push({ token: userinfo.token, addressId });
  };
  for (let i = 0; i < count; i += parallel) {
    const batch = [];
    for (let j = i; j < Math.min(count, i + parallel); j += 1) batch.push(signUpOne(j));
    await Promise.all(batch);
  }
  agent.destroy();
  return customers;
}

/**
 * One checkout as a step of `hammer` (hammer.mjs): buy-now orderCreate of the customer's
 * product (`customer.productId`, else `productId`), then orderPay with points. Its key is 'ok'
 * or the first refusal.
 */
export function checkoutStep(base, productId) {
  return async (agent, customer) => {
    const order = await send(
      agent,
      base,
      'POST',
      'orderCreate',
      {
        product_id: customer.productId ?? productId,
        quantity: 1,
        address_id: customer.addressId,
        idempotency_key: randomUUID(),
      },
      customer.token,
    );
    if (order.code !== 200) return `orderCreate ${order.code} ${order.msg}`;
    const paid = await send(
      agent,
      base,
      'POST',
      'orderPay',
      {
        order_id: order.data.order_id,
        method: 'score',
      },
      customer.token,
    );
    return paid.code === 200 ? 'ok' : `orderPay ${paid.code} ${paid.msg}`;
  };
}

const GRANT_SQL = `UPDATE users SET score = 100000000 WHERE username LIKE 'bench_%'`;
const PRODUCT_SQL = `SELECT id FROM products WHERE type = 'points' AND on_sale = 1 ORDER BY id LIMIT 1`;

/**
 * Gives the bench customers points and the product enough stock for the whole run, straight in
 * the database: setting up the measurement, not part of it.
 */
export async function stockUp(database) {
  if (database.kind === 'sqlite') {
    const { openSqlite } = await import('../src/db/sqlite-driver.ts');
    const db = openSqlite(database.file);
    db.pragma('busy_timeout = 5000');
    db.prepare(GRANT_SQL).run();
    const { id } = db.prepare(PRODUCT_SQL).get();
    db.prepare('UPDATE products SET stock = 10000000 WHERE id = ?').run(id);
    db.close();
    return id;
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(GRANT_SQL);
    const { rows } = await client.query(PRODUCT_SQL);
    await client.query('UPDATE products SET stock = 10000000 WHERE id = $1', [rows[0].id]);
    return rows[0].id;
  } finally {
    await client.end();
  }
}
