import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app';
import { openSqlite } from '../../db/sqlite-driver';
import {
  grantPoints,
  orderRow,
  stockOf,
  ok,
  placed,
  post,
  product,
  shopper,
  type Created,
} from '../../test/fixtures/order';

/**
 * The budget (DESIGN section 8) is at most 10 statements for a buy-now orderCreate plus a
 * points orderPay, the session lookup of each request included; BEGIN and COMMIT are counted
 * apart. Statements are seen through the app's own hook (`config.onQuery`).
 */
let recording: string[] | undefined;
/** Run as soon as an order has read its products' prices, before its transaction. */
let afterPricesRead: (() => void) | undefined;
async function statementsOf(work: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  recording = seen;
  try {
    await work();
  } finally {
    recording = undefined;
  }
  return seen;
}

const isTransactionControl = (sql: string) => /^(begin|commit|rollback)\b/i.test(sql.trim());

/** "update products", "insert into orders" … without quotes, for reading the budget at a glance. */
function kindOf(sql: string): string {
  const match = /^\s*(select|insert into|update|delete from)\b.*?\b(?:from\s+)?"?(\w+)"?/i.exec(
    sql,
  );
  const verb = match?.[1]?.toLowerCase() ?? sql;
  const table = /^(select)$/.test(verb) ? /\bfrom\s+"?(\w+)"?/i.exec(sql)?.[1] : match?.[2];
  return `${verb} ${table ?? ''}`.trim();
}

describe.each(databases)('the checkout’s SQL on %s', (kind) => {
  const ctx = useTestApp(
    kind,
    {},
    {
      onQuery: (sqlText) => {
        recording?.push(sqlText);
        if (/^select .* from "products" where "id" in/i.test(sqlText)) afterPricesRead?.();
      },
      demo: true,
    },
  );

  it('makes and pays a points order in at most 10 statements', async () => {
    const { app } = ctx();
    const who = await shopper(app, 'budget', 0);
    await grantPoints(app, who.id, 1000);
    const mug = await product(app, {
      type: 'points',
      name_en: 'Budget Mug',
      score_price: 100,
      stock: 10,
    });
    // A first checkout, so nothing measured is a first-time cost.
    const warm = await placed(app, who, mug, 1);
    await ok(post(app, 'orderPay', { order_id: warm.order_id, method: 'score' }, who.token));

    const statements = await statementsOf(async () => {
      const order = await placed(app, who, mug, 1);
      const paid = await ok<{ status: string }>(
        post(
          app,
          'orderPay',
          { order_id: (order as Created).order_id, method: 'score' },
          who.token,
        ),
      );
      expect(paid.status).toBe('undelivered');
    });
    const data = statements.filter((sql) => !isTransactionControl(sql));
    if (process.env.PRINT_SQL) console.log(`${kind}:\n${statements.join('\n')}`);
    expect(data.map(kindOf).sort()).toEqual(
      [
        'select sessions', // orderCreate: the session
        'select points_config_versions', // the shop's rules, the points rules and the address
        'select products', // the lines' prices, before the transaction
        'update products', // stock, conditionally, the transaction's last statement
        'insert into orders',
        'insert into order_items',
        'select sessions', // orderPay: the session
        'update orders', // unpaid → undelivered, conditionally
        'update users', // points, conditionally
        'insert into points_ledger',
      ].sort(),
    );
    expect(data.length).toBeLessThanOrEqual(10);
    // The product's row, which every buyer of a drop wants, is taken just before the commit.
    const firstCommit = statements.findIndex((sql) => /^commit\b/i.test(sql.trim()));
    expect(kindOf(statements[firstCommit - 1] ?? '')).toBe('update products');
    expect(statements.filter(isTransactionControl).map((sql) => sql.toLowerCase())).toEqual([
      'begin',
      'commit',
      'begin',
      'commit',
    ]);
  });

  it.runIf(kind === 'sqlite')(
    'prices an order again when a price changes between its read and its stock, never at the old one',
    async () => {
      const { app } = ctx();
      const who = await shopper(app, 'repriced', 0);
      await grantPoints(app, who.id, 1000);
      const cup = await product(app, {
        type: 'points',
        name_en: 'Repriced Cup',
        score_price: 100,
        stock: 10,
      });
      const { database } = app.config;
      if (database.kind !== 'sqlite') throw new Error('a SQLite test');
      // Staff raise the price the moment the first read has happened, on a connection of their own.
      const staff = openSqlite(database.file);
      staff.pragma('busy_timeout = 5000');
      let raised = 0;
      afterPricesRead = () => {
        if (raised > 0) return;
        raised += 1;
        staff.prepare('UPDATE products SET score_price = 150 WHERE id = ?').run(cup);
      };
      try {
        const order = await placed(app, who, cup, 1);
        const row = await orderRow(app, (order as Created).order_id);
        expect(raised).toBe(1);
        expect(row.total_score).toBe(150);
        expect(await stockOf(app, cup)).toMatchObject({ stock: 9 });
      } finally {
        afterPricesRead = undefined;
        staff.close();
      }
    },
  );
});
