import {
  ORDER_STATUSES,
  type ActionOutput,
  type ActionParams,
  type Lang,
  type MallType,
  type OrderStatus,
} from '@atelier/contract';
import { AppError } from '../errors';
import { fenToYuan } from '../lib/money';
import { dayIn, dayStartIn, nextDay } from '../lib/time';
import type { CatalogService } from '../modules/catalog/catalog-service';
import type { DashboardRepository } from './dashboard-repository';

type Stats = ActionOutput<'dashboardStats'>;
/** The figures of a range; the payment mismatches are counted fresh on every request. */
type Figures = Omit<Stats, 'payment_mismatches'>;

/**
 * What the dashboard counts as sold: orders paid and not cancelled (waiting for shipment,
 * shipped, completed). A day's sales are those of the orders placed that day, shop time.
 */
const SOLD: ReadonlySet<OrderStatus> = new Set(['undelivered', 'unreceived', 'completed']);
const QUICK_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;
const DAY_MS = 86_400_000;
const TOP = 10;
const KEPT_ANSWERS = 32;
/** The longest span a picked range may cover: a year, leap day included. */
const DASHBOARD_MAX_DAYS = 366;

/** The days asked for, first to last, both included; refused when they make no range. */
export function daysAsked(
  { range, from, to }: ActionParams<'dashboardStats'>,
  today: string,
): string[] {
  if (range && (from || to)) throw new AppError('dashboardRangeMixed');
  if (!from !== !to) throw new AppError('dashboardRangeBoth');
  let first = from;
  let last = to;
  if (!first || !last) {
    last = today;
    first = new Date(Date.parse(`${today}T00:00:00Z`) - (QUICK_DAYS[range ?? '7d'] - 1) * DAY_MS)
      .toISOString()
      .slice(0, 10);
  }
  if (first > last) throw new AppError('dashboardRangeOrder');
  const span = (Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS + 1;
  if (span > DASHBOARD_MAX_DAYS) {
    throw new AppError('dashboardRangeTooLong', { max: DASHBOARD_MAX_DAYS });
  }
  const days = [first];
  for (let day = first; day < last;) days.push((day = nextDay(day)));
  return days;
}

/**
 * The first instant of each day. Finding one costs far more than checking a guess, so each next
 * day is guessed 24 hours on and worked out only where the clocks changed.
 */
function dayStarts(days: readonly string[], timeZone: string): number[] {
  const starts: number[] = [];
  for (const [i, day] of days.entries()) {
    const previous = starts[i - 1];
    const guess = previous === undefined ? 0 : previous + DAY_MS;
    const right =
      previous !== undefined &&
      dayIn(guess, timeZone) === day &&
      dayIn(guess - 1, timeZone) === days[i - 1];
    starts.push(right ? guess : dayStartIn(day, timeZone));
  }
  return starts;
}

interface ProductTotal {
  product_id: number;
  type: MallType;
  units: number;
  amount: number;
  score: number;
}

/** The console's sales dashboard over a range of shop-local days. */
export function dashboardService(
  repo: DashboardRepository,
  catalog: CatalogService,
  mismatches: { unresolved(): Promise<number> },
) {
  async function topProducts(totals: ProductTotal[], lang: Lang) {
    const byUnits = [...totals]
      .sort((a, b) => b.units - a.units || b.amount - a.amount || a.product_id - b.product_id)
      .slice(0, TOP);
    // Cash first; points-mall products follow by the points they took.
    const byRevenue = [...totals]
      .sort((a, b) => b.amount - a.amount || b.score - a.score || a.product_id - b.product_id)
      .slice(0, TOP);
    const ids = [...new Set([...byUnits, ...byRevenue].map((p) => p.product_id))];
    const cards = await catalog.cardsByIds(ids, lang);
    const wire = (p: ProductTotal) => ({
      product_id: p.product_id,
      name: cards.get(p.product_id)?.name ?? `#${p.product_id}`,
      type: p.type,
      units: p.units,
      amount: fenToYuan(p.amount),
      score: p.score,
    });
    return { top_by_units: byUnits.map(wire), top_by_revenue: byRevenue.map(wire) };
  }

  async function figures(days: string[], timeZone: string, lang: Lang): Promise<Figures> {
    const from = days[0] ?? '';
    const to = days[days.length - 1] ?? '';
    const starts = dayStarts([...days, nextDay(to)], timeZone);
    const start = starts[0] ?? 0;
    const end = starts[starts.length - 1] ?? 0;

    const [orderDays, productRows, customers, moved, outstanding] = await Promise.all([
      repo.orderDays(from, to),
      repo.productTotals(from, to),
      repo.newCustomers(starts),
      repo.pointsMoved(start, end),
      repo.outstanding(),
    ]);

    const perDay = new Map(
      days.map((day) => [
        day,
        { day, art_orders: 0, art_fen: 0, points_orders: 0, points_score: 0, new_customers: 0 },
      ]),
    );
    const statuses = new Map<OrderStatus, number>(ORDER_STATUSES.map((s) => [s, 0]));
    for (const row of orderDays) {
      const orders = Number(row.orders);
      statuses.set(row.status, (statuses.get(row.status) ?? 0) + orders);
      const day = perDay.get(row.day);
      if (!day || !SOLD.has(row.status)) continue;
      if (row.type === 'art') {
        day.art_orders += orders;
        day.art_fen += Number(row.amount);
      } else {
        day.points_orders += orders;
        day.points_score += Number(row.score);
      }
    }
    for (const { day, n } of customers) {
      const row = perDay.get(days[day] ?? '');
      if (row) row.new_customers += n;
    }

    const list = [...perDay.values()];
    const sum = (
      key: 'art_orders' | 'art_fen' | 'points_orders' | 'points_score' | 'new_customers',
    ) => list.reduce((total, row) => total + row[key], 0);
    const artOrders = sum('art_orders');
    const artFen = sum('art_fen');
    const totals = productRows.map((row) => ({
      product_id: Number(row.product_id),
      type: row.type,
      units: Number(row.units),
      amount: Number(row.amount),
      score: Number(row.score),
    }));

    return {
      from,
      to,
      time_zone: timeZone,
      days: list.map(({ art_fen, ...row }) => ({ ...row, art_amount: fenToYuan(art_fen) })),
      totals: {
        art_orders: artOrders,
        art_amount: fenToYuan(artFen),
        average_order_value: fenToYuan(artOrders > 0 ? Math.round(artFen / artOrders) : 0),
        points_orders: sum('points_orders'),
        points_score: sum('points_score'),
        new_customers: sum('new_customers'),
      },
      statuses: ORDER_STATUSES.map((status) => ({ status, count: statuses.get(status) ?? 0 })),
      ...(await topProducts(
        totals.filter((p) => p.units > 0),
        lang,
      )),
      points: { ...moved, outstanding },
    };
  }

  /**
   * Answers already made, with the mark of the data they were made from. Staff open the same
   * ranges over and over; an answer is given again only while the mark has not moved, so it is
   * never stale, and requests arriving together share one computation.
   */
  const made = new Map<string, { version: string; answer: Promise<Figures> }>();

  return {
    async stats(
      input: ActionParams<'dashboardStats'>,
      timeZone: string,
      lang: Lang,
      now: number,
    ): Promise<Stats> {
      const days = daysAsked(input, dayIn(now, timeZone));
      const key = `${days[0]}|${days[days.length - 1]}|${timeZone}|${lang}`;
      const [version, open] = await Promise.all([repo.version(), mismatches.unresolved()]);
      const kept = made.get(key);
      if (kept?.version === version) return { ...(await kept.answer), payment_mismatches: open };
      const answer = figures(days, timeZone, lang);
      made.delete(key);
      made.set(key, { version, answer });
      answer.catch(() => made.delete(key));
      // The oldest ranges go first; a handful per language covers what staff look at.
      for (const oldest of made.keys()) {
        if (made.size <= KEPT_ANSWERS) break;
        made.delete(oldest);
      }
      return { ...(await answer), payment_mismatches: open };
    },

    /** Folds what writers appended to the figures into their totals; the answers stay the same. */
    fold(): Promise<void> {
      return repo.fold();
    },
  };
}
export type DashboardService = ReturnType<typeof dashboardService>;
