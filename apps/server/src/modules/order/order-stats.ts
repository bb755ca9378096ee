import type { Kysely } from 'kysely';
import { foldDeltas, type Fold } from '../../db/fold-deltas';
import type { MallType, OrderStatus } from '@atelier/contract';
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

const SUMS = ['amount', 'score'];

/** The order figures' folds: the triggers' deltas added to the per-day and per-month totals. */
const FOLDS: Fold[] = [
  {
    deltas: 'order_day_deltas',
    sums: ['orders', ...SUMS],
    into: [{ table: 'order_day_stats', keys: { day: 'day', type: 'type', status: 'status' } }],
    // A placed order appends one row, a move two (-1 from the old status, +1 to the new).
    counter: { table: 'dashboard_mark', column: 'order_changes', where: 'orders > 0' },
  },
  {
    deltas: 'product_day_deltas',
    sums: ['units', ...SUMS],
    into: [
      {
        table: 'product_day_stats',
        keys: { day: 'day', product_id: 'product_id' },
        carried: ['type'],
      },
      {
        table: 'product_month_stats',
        keys: { month: 'substr(day, 1, 7)', product_id: 'product_id' },
        carried: ['type'],
      },
    ],
  },
];

export interface OrderCountFilter {
  status?: OrderStatus;
  type?: MallType;
  fromDay?: string;
  toDay?: string;
}

/**
 * The dashboard's order figures, from the per-day tables (migration 013) with the deltas the
 * orders' triggers append (migration 027) that are not folded in yet, and the mark that moves
 * whenever an order is placed or moved.
 */
export function orderStats(db: Kysely<OrderTables>) {
  /** Per-day rows, folded and not yet folded: a key may appear several times. */
  function dayRows(filter: OrderCountFilter) {
    const part = (table: 'order_day_stats' | 'order_day_deltas') => {
      let rows = db
        .selectFrom(table)
        .select(['day', 'type', 'status', 'orders', 'amount', 'score']);
      if (filter.status) rows = rows.where('status', '=', filter.status);
      if (filter.type) rows = rows.where('type', '=', filter.type);
      if (filter.fromDay) rows = rows.where('day', '>=', filter.fromDay);
      if (filter.toDay) rows = rows.where('day', '<=', filter.toDay);
      return rows;
    };
    return part('order_day_stats').unionAll(part('order_day_deltas'));
  }

  return {
    /** Orders placed on the days `from` to `to`, per day, mall and status. */
    async orderDays(from: string, to: string) {
      const rows = await db
        .selectFrom(dayRows({ fromDay: from, toDay: to }).as('r'))
        .select((eb) => [
          'r.day',
          'r.type',
          'r.status',
          eb.fn.sum<number>('r.orders').as('orders'),
          eb.fn.sum<number>('r.amount').as('amount'),
          eb.fn.sum<number>('r.score').as('score'),
        ])
        .groupBy(['r.day', 'r.type', 'r.status'])
        .execute();
      return rows.map((row) => ({
        ...row,
        orders: Number(row.orders),
        amount: Number(row.amount),
        score: Number(row.score),
      }));
    },

    /** How many orders a filter of status, mall and days placed, from the per-day figures. */
    async orderCount(filter: OrderCountFilter): Promise<number> {
      const row = await db
        .selectFrom(dayRows(filter).as('r'))
        .select((eb) => eb.fn.sum<number>('r.orders').as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n ?? 0);
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
        )
        .unionAll(
          db
            .selectFrom('product_day_deltas')
            .select(['product_id', 'type', 'units', 'amount', 'score'])
            .where('day', '>=', from)
            .where('day', '<=', to),
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

    /**
     * How many times an order was placed or moved, ever: the changes folded in and the deltas
     * waiting, read in one statement so a fold in between cannot count one twice or miss it.
     */
    async changes(): Promise<number | null> {
      const row = await db
        .selectFrom('dashboard_mark')
        .select((eb) => [
          'order_changes',
          eb
            .selectFrom('order_day_deltas')
            .select((d) => d.fn.countAll<number>().as('n'))
            .where('orders', '>', 0)
            .as('waiting'),
        ])
        .where('id', '=', 1)
        .executeTakeFirst();
      return row === undefined ? null : Number(row.order_changes) + Number(row.waiting ?? 0);
    },

    /** Folds the deltas into the totals: a job, so readers add up few rows. */
    async fold(): Promise<void> {
      for (const fold of FOLDS) await foldDeltas(db, fold);
    },
  };
}
