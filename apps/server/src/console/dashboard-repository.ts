import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Which of the days beginning at `starts` (ascending, the last one the end of the range) a time
 * falls on, as a SQL expression. Days of a zone without a clock change that week are all 24
 * hours, so a division finds the day; otherwise each boundary is compared.
 */
function dayIndex(column: RawBuilder<number>, starts: readonly number[]): RawBuilder<number> {
  const first = starts[0] ?? 0;
  const even = starts.every((start, i) => start === first + i * DAY_MS);
  // Cast: SQLite may hold a bound number as a real, and the division must be whole.
  if (even) return sql<number>`CAST((${column} - ${first}) / ${DAY_MS} AS INTEGER)`;
  const cases = starts.slice(1).map((start, i) => sql`WHEN ${column} < ${start} THEN ${i}`);
  return sql<number>`CASE ${sql.join(cases, sql` `)} END`;
}

const nextMonth = (month: string) => {
  const [year = 0, m = 0] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
};
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/**
 * The whole months (YYYY-MM, first and last) inside the days `from` to `to`, and the ranges of
 * days either side of them; without a whole month, the days are the whole range.
 */
export function splitByMonth(
  from: string,
  to: string,
): { months?: [string, string]; days: Array<[string, string]> } {
  const first = from.endsWith('-01') ? from.slice(0, 7) : nextMonth(from.slice(0, 7));
  const toMonth = to.slice(0, 7);
  // The month `to` falls in is whole only when `to` is its last day.
  const lastWhole =
    dayBefore(`${nextMonth(toMonth)}-01`) === to ? toMonth : dayBefore(`${toMonth}-01`).slice(0, 7);
  if (first > lastWhole) return { days: [[from, to]] };
  const days: Array<[string, string]> = [];
  if (from < `${first}-01`) days.push([from, dayBefore(`${first}-01`)]);
  const afterMonths = `${nextMonth(lastWhole)}-01`;
  if (to >= afterMonths) days.push([afterMonths, to]);
  return { months: [first, lastWhole], days };
}

/**
 * The dashboard's reads. Order figures come from the per-day tables the database keeps with the
 * orders (migration 013); customers and points from indexed ranges of their own tables.
 */
export function dashboardRepository(db: Kysely<Database>) {
  return {
    /** Orders placed on the days `from` to `to`, per day, mall and status. */
    orderDays(from: string, to: string) {
      return db
        .selectFrom('order_day_stats')
        .select(['day', 'type', 'status', 'orders', 'amount', 'score'])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .execute();
    },

    /** Units and takings per product over those days, of paid orders: whole months at once. */
    productTotals(from: string, to: string) {
      const { months, days } = splitByMonth(from, to);
      const dayRows = db
        .selectFrom('product_day_stats')
        .select(['product_id', 'type', 'units', 'amount', 'score'])
        .where((eb) =>
          eb.or(
            days.map(([first, last]) => eb.and([eb('day', '>=', first), eb('day', '<=', last)])),
          ),
        );
      const rows = months
        ? dayRows.unionAll(
            db
              .selectFrom('product_month_stats')
              .select(['product_id', 'type', 'units', 'amount', 'score'])
              .where('month', '>=', months[0])
              .where('month', '<=', months[1]),
          )
        : dayRows;
      return db
        .selectFrom(rows.as('p'))
        .select((eb) => [
          'p.product_id',
          'p.type',
          eb.fn.sum<number>('p.units').as('units'),
          eb.fn.sum<number>('p.amount').as('amount'),
          eb.fn.sum<number>('p.score').as('score'),
        ])
        .groupBy(['p.product_id', 'p.type'])
        .execute();
    },

    /** Customers who signed up, per day: `starts` holds each day's first instant and the end. */
    async newCustomers(starts: readonly number[]) {
      const start = starts[0] ?? 0;
      const end = starts[starts.length - 1] ?? 0;
      const day = dayIndex(sql<number>`created_at`, starts);
      const rows = await db
        .selectFrom('users')
        .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
        .where('role', '=', 'user')
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        // By position: the expression's bound values would not match a repeat of it.
        .groupBy(sql`1`)
        .execute();
      return rows.map((row) => ({ day: Number(row.day), n: Number(row.n) }));
    },

    /**
     * Points given (refunds aside) and spent (less refunds) in `[start, end)`: whole hours from
     * the hourly table, the cut hours at either end (zones half an hour off) from the ledger.
     */
    async pointsMoved(start: number, end: number) {
      const firstHour = Math.ceil(start / HOUR_MS);
      const lastHour = Math.max(firstHour, Math.floor(end / HOUR_MS));
      const [hours, edges] = await Promise.all([
        db
          .selectFrom('points_hour_stats')
          .select((eb) => [
            eb.fn.sum<number>('issued').as('issued'),
            eb.fn.sum<number>('redeemed').as('redeemed'),
          ])
          .where('hour', '>=', firstHour)
          .where('hour', '<', lastHour)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('points_ledger')
          .select([
            sql<number>`sum(CASE WHEN delta > 0 AND reason <> 'order_refund' THEN delta ELSE 0 END)`.as(
              'issued',
            ),
            sql<number>`sum(CASE WHEN delta < 0 OR reason = 'order_refund' THEN -delta ELSE 0 END)`.as(
              'redeemed',
            ),
          ])
          .where((eb) =>
            eb.or([
              eb.and([
                eb('created_at', '>=', start),
                eb('created_at', '<', Math.min(end, firstHour * HOUR_MS)),
              ]),
              eb.and([
                eb('created_at', '>=', Math.max(start, lastHour * HOUR_MS)),
                eb('created_at', '<', end),
              ]),
            ]),
          )
          .executeTakeFirstOrThrow(),
      ]);
      return {
        issued: Number(hours.issued ?? 0) + Number(edges.issued ?? 0),
        redeemed: Number(hours.redeemed ?? 0) + Number(edges.redeemed ?? 0),
      };
    },

    /**
     * A mark that moves whenever anything the figures count changes: an order placed or moved
     * (counted by the orders' triggers), a ledger row (points), a new customer, and any console
     * write (a product renamed, a customer made staff). Each part is one row or an index's end.
     */
    async version(): Promise<string> {
      const { rows } = await sql<Record<string, number | null>>`SELECT
        (SELECT order_changes FROM dashboard_mark WHERE id = 1) AS orders,
        (SELECT max(id) FROM points_ledger) AS ledger,
        (SELECT max(id) FROM users) AS users,
        (SELECT max(id) FROM audit_log) AS console`.execute(db);
      return JSON.stringify(rows[0]);
    },

    /** Points customers hold now. */
    async outstanding() {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.sum<number>('score').as('score'))
        .where('role', '=', 'user')
        .executeTakeFirstOrThrow();
      return Number(row.score ?? 0);
    },
  };
}
export type DashboardRepository = ReturnType<typeof dashboardRepository>;
