import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../dialect';

const HOUR_MS = 3_600_000;
/** Points given (a refund gives back, it does not give) and spent net of refunds, per ledger row. */
const ISSUED = `CASE WHEN delta > 0 AND reason <> 'order_refund' THEN delta ELSE 0 END`;
const REDEEMED = `CASE WHEN delta < 0 OR reason = 'order_refund' THEN -delta ELSE 0 END`;

/** Statuses of an order that was paid and not cancelled: what the dashboard counts as sold. */
const PAID = `('undelivered', 'unreceived', 'completed')`;

/**
 * The dashboard's figures, kept per shop-local day by the database itself, so the dashboard
 * reads a few hundred rows whatever the number of orders:
 * - `orders.created_day`: the shop-local day an order was placed (set at creation);
 * - `order_day_stats`: orders placed per day, mall and current status, with their totals;
 * - `product_day_stats` and `product_month_stats`: units and takings per day (of placing) or
 *   month and product, of paid orders;
 * - `points_hour_stats`: points given and spent per UTC hour (a shop day is whole hours in
 *   nearly every zone; the ledger itself answers for the cut hour of the others).
 * Triggers move the counts in the same transaction as every insert and status change, whichever
 * code makes it, so the figures cannot drift from the orders.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('created_day', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await backfillCreatedDay(db);

  await db.schema
    .createTable('order_day_stats')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('score', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_day_stats_key', ['day', 'type', 'status'])
    .$call(clustered)
    .execute();
  await db.schema
    .createTable('product_day_stats')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('score', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_day_stats_key', ['day', 'product_id'])
    .$call(clustered)
    .execute();
  await db.schema
    .createTable('product_month_stats')
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('score', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_month_stats_key', ['month', 'product_id'])
    .$call(clustered)
    .execute();
  await db.schema
    .createTable('points_hour_stats')
    .addColumn('hour', 'bigint', (c) => c.primaryKey())
    .addColumn('issued', 'bigint', (c) => c.notNull())
    .addColumn('redeemed', 'bigint', (c) => c.notNull())
    .$call(clustered)
    .execute();

  await sql`INSERT INTO order_day_stats (day, type, status, orders, amount, score)
    SELECT created_day, type, status, count(*), sum(total_amount), sum(total_score)
    FROM orders GROUP BY created_day, type, status`.execute(db);
  await sql`INSERT INTO product_day_stats (day, product_id, type, units, amount, score)
    SELECT o.created_day, i.product_id, o.type, sum(i.quantity), sum(i.price * i.quantity),
      sum(i.score_price * i.quantity)
    FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE o.status IN ${sql.raw(PAID)}
    GROUP BY o.created_day, i.product_id, o.type`.execute(db);
  await sql`INSERT INTO product_month_stats (month, product_id, type, units, amount, score)
    SELECT substr(day, 1, 7), product_id, type, sum(units), sum(amount), sum(score)
    FROM product_day_stats GROUP BY 1, 2, 3`.execute(db);

  await sql`INSERT INTO points_hour_stats (hour, issued, redeemed)
    SELECT created_at / ${HOUR_MS}, sum(${sql.raw(ISSUED)}), sum(${sql.raw(REDEEMED)})
    FROM points_ledger GROUP BY 1`.execute(db);

  // Counts every order placed or moved, so the dashboard knows when an answer it kept is stale
  // (times can repeat within a millisecond; this cannot).
  await db.schema
    .createTable('dashboard_mark')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('order_changes', 'bigint', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO dashboard_mark (id, order_changes) VALUES (1, 0)`.execute(db);

  if (dialect === 'sqlite') await sqliteTriggers(db);
  else await postgresTriggers(db);

  // New customers per day, and points given and spent per time range.
  await db.schema
    .createIndex('users_role_created')
    .on('users')
    .columns(['role', 'created_at'])
    .execute();
  await db.schema.createIndex('users_role_score').on('users').columns(['role', 'score']).execute();
  // The ledger's own rows are read only for the part of an hour a day boundary cuts.
  await db.schema
    .createIndex('points_ledger_time')
    .on('points_ledger')
    .columns(['created_at', 'reason', 'delta'])
    .execute();

  function clustered<T extends { modifyEnd(node: RawBuilder<unknown>): T }>(table: T): T {
    // SQLite keeps a table by its primary key only when told: a range of days is then one read.
    return dialect === 'sqlite' ? table.modifyEnd(sql`WITHOUT ROWID`) : table;
  }
}

/** Existing orders' day, in the shop's time zone as configured now. */
async function backfillCreatedDay(db: Kysely<unknown>): Promise<void> {
  const shop = await sql<{ value: string }>`SELECT value FROM config WHERE key = 'shop'`.execute(
    db,
  );
  const stored = shop.rows[0] ? (JSON.parse(shop.rows[0].value) as { time_zone?: string }) : {};
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: stored.time_zone ?? 'Asia/Shanghai',
  });
  for (let after = 0; ;) {
    const rows = await sql<{ id: number; created_at: number }>`
      SELECT id, created_at FROM orders WHERE id > ${after} ORDER BY id LIMIT 1000`.execute(db);
    if (rows.rows.length === 0) return;
    const byDay = new Map<string, number[]>();
    for (const row of rows.rows) {
      const day = format.format(Number(row.created_at));
      byDay.set(day, [...(byDay.get(day) ?? []), Number(row.id)]);
    }
    for (const [day, ids] of byDay)
      await sql`UPDATE orders SET created_day = ${day} WHERE id IN (${sql.join(ids)})`.execute(db);
    after = Number(rows.rows[rows.rows.length - 1]?.id);
  }
}

const addOrderStats = (row: 'NEW' | 'OLD', sign: '' | '-', alias: string) => `
  INSERT INTO order_day_stats ${alias} (day, type, status, orders, amount, score)
  VALUES (${row}.created_day, ${row}.type, ${row}.status, ${sign}1, ${sign}${row}.total_amount,
    ${sign}${row}.total_score)
  ON CONFLICT (day, type, status) DO UPDATE SET orders = ${alias ? 's.' : ''}orders + excluded.orders,
    amount = ${alias ? 's.' : ''}amount + excluded.amount, score = ${alias ? 's.' : ''}score + excluded.score;`;

const MARK = 'UPDATE dashboard_mark SET order_changes = order_changes + 1 WHERE id = 1;';

/** Product figures are kept per day and per month: a long range reads whole months. */
const PRODUCT_TABLES = [
  { table: 'product_day_stats', column: 'day', key: (day: string) => day },
  { table: 'product_month_stats', column: 'month', key: (day: string) => `substr(${day}, 1, 7)` },
];

/** Adds `select`'s rows (key, product, mall, units, cash, points) to both product tables. */
const upsertProducts = (select: (key: (day: string) => string) => string, alias: string) =>
  PRODUCT_TABLES.map(({ table, column, key }) => {
    const col = (name: string) => `${alias ? 's.' : ''}${name}`;
    return `
  INSERT INTO ${table} ${alias} (${column}, product_id, type, units, amount, score)
  ${select(key)}
  ON CONFLICT (${column}, product_id) DO UPDATE SET units = ${col('units')} + excluded.units,
    amount = ${col('amount')} + excluded.amount, score = ${col('score')} + excluded.score;`;
  }).join('\n');

/** Units of one order's lines, times `sign` (1 sold, -1 taken back). */
const addProductStats = (order: string, sign: string, day: string, type: string, alias: string) =>
  upsertProducts(
    (key) => `SELECT ${key(day)}, product_id, ${type}, ${sign} * quantity,
      ${sign} * price * quantity, ${sign} * score_price * quantity
    FROM order_items WHERE order_id = ${order} ORDER BY product_id`,
    alias,
  );

/** A line added to an order already paid (bulk imports) counts at once. */
const addItemStats = (paidOnly: string, alias: string) =>
  upsertProducts(
    (key) => `SELECT ${key('created_day')}, NEW.product_id, type, NEW.quantity,
      NEW.price * NEW.quantity, NEW.score_price * NEW.quantity
    FROM orders WHERE id = NEW.order_id${paidOnly}`,
    alias,
  );

const addPointsStats = (alias: string) => {
  const col = (name: string) => `${alias ? 's.' : ''}${name}`;
  return `
  INSERT INTO points_hour_stats ${alias} (hour, issued, redeemed)
  VALUES (NEW.created_at / ${HOUR_MS}, ${ISSUED.replace(/delta|reason/g, 'NEW.$&')},
    ${REDEEMED.replace(/delta|reason/g, 'NEW.$&')})
  ON CONFLICT (hour) DO UPDATE SET issued = ${col('issued')} + excluded.issued,
    redeemed = ${col('redeemed')} + excluded.redeemed;`;
};

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE TRIGGER points_ledger_stats AFTER INSERT ON points_ledger BEGIN
        ${addPointsStats('')}
      END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER orders_stats_insert AFTER INSERT ON orders BEGIN
        ${addOrderStats('NEW', '', '')}
        ${MARK}
      END`,
    )
    .execute(db);
  // The sign is 1 when the order becomes paid, -1 when a paid order is cancelled, else 0.
  const sign = `((NEW.status IN ${PAID}) - (OLD.status IN ${PAID}))`;
  await sql
    .raw(
      `CREATE TRIGGER orders_stats_status AFTER UPDATE OF status ON orders
       WHEN OLD.status <> NEW.status BEGIN
        ${addOrderStats('OLD', '-', '')}
        ${addOrderStats('NEW', '', '')}
        ${MARK}
        ${addProductStats(`NEW.id AND ${sign} <> 0`, sign, 'NEW.created_day', 'NEW.type', '')}
      END`,
    )
    .execute(db);
  // A line added to an order already paid (bulk imports) counts at once.
  await sql
    .raw(
      `CREATE TRIGGER order_items_stats_insert AFTER INSERT ON order_items
       WHEN (SELECT status FROM orders WHERE id = NEW.order_id) IN ${PAID} BEGIN
        ${addItemStats('', '')}
      END`,
    )
    .execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE FUNCTION points_ledger_dashboard_stats() RETURNS trigger AS $$
      BEGIN
        ${addPointsStats('AS s')}
        RETURN NULL;
      END $$ LANGUAGE plpgsql`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER points_ledger_dashboard_stats AFTER INSERT ON points_ledger
       FOR EACH ROW EXECUTE FUNCTION points_ledger_dashboard_stats()`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE FUNCTION orders_dashboard_stats() RETURNS trigger AS $$
      DECLARE sign integer;
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          IF OLD.status = NEW.status THEN RETURN NULL; END IF;
          ${addOrderStats('OLD', '-', 'AS s')}
        END IF;
        ${addOrderStats('NEW', '', 'AS s')}
        ${MARK}
        IF TG_OP = 'UPDATE' THEN
          sign := (NEW.status IN ${PAID})::int - (OLD.status IN ${PAID})::int;
          IF sign <> 0 THEN
            ${addProductStats('NEW.id', 'sign', 'NEW.created_day', 'NEW.type', 'AS s')}
          END IF;
        END IF;
        RETURN NULL;
      END $$ LANGUAGE plpgsql`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER orders_dashboard_stats AFTER INSERT OR UPDATE OF status ON orders
       FOR EACH ROW EXECUTE FUNCTION orders_dashboard_stats()`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE FUNCTION order_items_dashboard_stats() RETURNS trigger AS $$
      BEGIN
        ${addItemStats(` AND status IN ${PAID}`, 'AS s')}
        RETURN NULL;
      END $$ LANGUAGE plpgsql`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER order_items_dashboard_stats AFTER INSERT ON order_items
       FOR EACH ROW EXECUTE FUNCTION order_items_dashboard_stats()`,
    )
    .execute(db);
}
