import type { Kysely } from 'kysely';
import type { OrderTables } from '../../db/tables/order';

const DAY_MS = 86_400_000;

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
 * The dashboard's order figures, from the per-day tables the database keeps with the orders
 * (migration 013), and the mark that moves whenever an order is placed or moved.
 */
export function orderStats(db: Kysely<OrderTables>) {
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

    /** How many times an order was placed or moved, ever (one row the orders' triggers count). */
    async changes(): Promise<number | null> {
      const row = await db
        .selectFrom('dashboard_mark')
        .select('order_changes')
        .where('id', '=', 1)
        .executeTakeFirst();
      return row === undefined ? null : Number(row.order_changes);
    },
  };
}
