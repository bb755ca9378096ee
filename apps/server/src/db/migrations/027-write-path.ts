import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';

const HOUR_MS = 3_600_000;
/** As migration 013: points given (refunds aside) and spent net of refunds, per ledger row. */
const ISSUED = `CASE WHEN NEW.delta > 0 AND NEW.reason <> 'order_refund' THEN NEW.delta ELSE 0 END`;
const REDEEMED = `CASE WHEN NEW.delta < 0 OR NEW.reason = 'order_refund' THEN -NEW.delta ELSE 0 END`;
const PAID = `('undelivered', 'unreceived', 'completed')`;

/**
 * Writers stop queueing on rows they all share:
 * - The dashboard's triggers (migration 013) added every order, status change and ledger row
 *   to one row per day, hour or product, and counted changes on one row: every writer held those
 *   rows from its insert to its commit. Now they append to `*_deltas` tables, which no two
 *   writers share; readers add the deltas to the totals, so figures are never stale, and a job
 *   folds them in (`order-stats.ts`, `points-stats.ts`).
 * - A day's game payouts were one row; now they are spread over several rows, each
 *   with a share (`cap`) of the day's budget (`game-budget.ts`).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('order_day_deltas')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('score', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('product_day_deltas')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('score', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('points_hour_deltas')
    .addColumn('hour', 'bigint', (c) => c.notNull())
    .addColumn('issued', 'bigint', (c) => c.notNull())
    .addColumn('redeemed', 'bigint', (c) => c.notNull())
    .execute();

  if (dialect === 'sqlite') await sqliteTriggers(db);
  else await postgresTriggers(db);

  await db.schema
    .createTable('game_budget_shards')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('shard', 'integer', (c) => c.notNull())
    .addColumn('paid', 'bigint', (c) => c.notNull())
    .addColumn('cap', 'bigint', (c) => c.notNull())
    .addColumn('budget', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_budget_shards_key', ['day', 'shard'])
    .execute();
  // A day already played keeps what it paid on its first shard; the next play that cannot be
  // paid within a shard's share spreads what is left of the budget again.
  await sql`INSERT INTO game_budget_shards (day, shard, paid, cap, budget)
    SELECT day, 0, paid, paid, -1 FROM game_budget_days`.execute(db);
  await db.schema.dropTable('game_budget_days').execute();
}

const orderDelta = (row: 'NEW' | 'OLD', sign: '' | '-') => `
  INSERT INTO order_day_deltas (day, type, status, orders, amount, score)
  VALUES (${row}.created_day, ${row}.type, ${row}.status, ${sign}1, ${sign}${row}.total_amount,
    ${sign}${row}.total_score);`;

const productDeltas = (order: string, sign: string) => `
  INSERT INTO product_day_deltas (day, product_id, type, units, amount, score)
  SELECT NEW.created_day, product_id, NEW.type, ${sign} * quantity, ${sign} * price * quantity,
    ${sign} * score_price * quantity
  FROM order_items WHERE order_id = ${order};`;

const itemDelta = (paidOnly: string) => `
  INSERT INTO product_day_deltas (day, product_id, type, units, amount, score)
  SELECT created_day, NEW.product_id, type, NEW.quantity, NEW.price * NEW.quantity,
    NEW.score_price * NEW.quantity
  FROM orders WHERE id = NEW.order_id${paidOnly};`;

const pointsDelta = `
  INSERT INTO points_hour_deltas (hour, issued, redeemed)
  VALUES (NEW.created_at / ${HOUR_MS}, ${ISSUED}, ${REDEEMED});`;

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'points_ledger_stats',
    'orders_stats_insert',
    'orders_stats_status',
    'order_items_stats_insert',
  ])
    await sql.raw(`DROP TRIGGER ${name}`).execute(db);
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`CREATE TRIGGER points_ledger_deltas AFTER INSERT ON points_ledger BEGIN
    ${pointsDelta}
  END`);
  await run(`CREATE TRIGGER orders_deltas_insert AFTER INSERT ON orders BEGIN
    ${orderDelta('NEW', '')}
  END`);
  // The sign is 1 when the order becomes paid, -1 when a paid order is cancelled, else 0.
  const sign = `((NEW.status IN ${PAID}) - (OLD.status IN ${PAID}))`;
  await run(`CREATE TRIGGER orders_deltas_status AFTER UPDATE OF status ON orders
    WHEN OLD.status <> NEW.status BEGIN
    ${orderDelta('OLD', '-')}
    ${orderDelta('NEW', '')}
    ${productDeltas(`NEW.id AND ${sign} <> 0`, sign)}
  END`);
  await run(`CREATE TRIGGER order_items_deltas_insert AFTER INSERT ON order_items
    WHEN (SELECT status FROM orders WHERE id = NEW.order_id) IN ${PAID} BEGIN
    ${itemDelta('')}
  END`);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`CREATE OR REPLACE FUNCTION points_ledger_dashboard_stats() RETURNS trigger AS $$
    BEGIN
      ${pointsDelta}
      RETURN NULL;
    END $$ LANGUAGE plpgsql`);
  await run(`CREATE OR REPLACE FUNCTION orders_dashboard_stats() RETURNS trigger AS $$
    DECLARE sign integer;
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        IF OLD.status = NEW.status THEN RETURN NULL; END IF;
        ${orderDelta('OLD', '-')}
      END IF;
      ${orderDelta('NEW', '')}
      IF TG_OP = 'UPDATE' THEN
        sign := (NEW.status IN ${PAID})::int - (OLD.status IN ${PAID})::int;
        IF sign <> 0 THEN
          ${productDeltas('NEW.id', 'sign')}
        END IF;
      END IF;
      RETURN NULL;
    END $$ LANGUAGE plpgsql`);
  await run(`CREATE OR REPLACE FUNCTION order_items_dashboard_stats() RETURNS trigger AS $$
    BEGIN
      ${itemDelta(` AND status IN ${PAID}`)}
      RETURN NULL;
    END $$ LANGUAGE plpgsql`);
}
