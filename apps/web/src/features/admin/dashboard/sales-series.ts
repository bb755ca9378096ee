import type { ActionOutput } from '@atelier/contract';
import dayjs from 'dayjs';
import { yuanToFen } from '@/shared/lib/money';

type Stats = ActionOutput<'dashboardStats'>;

export interface SalesPoint {
  /** The day as the axis names it: "11-25". */
  day: string;
  /** Yuan taken in the art mall that day. */
  art: number;
  /** Points taken in the points mall that day. */
  points: number;
}

/**
 * One point per day of the range, first to last: a day the answer has no row for counts as no
 * sales, so the chart sits at zero there instead of drawing a line across it.
 */
export function salesSeries({ from, to, days }: Pick<Stats, 'from' | 'to' | 'days'>): SalesPoint[] {
  const byDay = new Map(days.map((row) => [row.day, row]));
  const points: SalesPoint[] = [];
  const last = dayjs(to);
  for (let day = dayjs(from); !day.isAfter(last, 'day'); day = day.add(1, 'day')) {
    const key = day.format('YYYY-MM-DD');
    const row = byDay.get(key);
    points.push({
      day: key.slice(5),
      art: row ? yuanToFen(row.art_amount) / 100 : 0,
      points: row?.points_score ?? 0,
    });
  }
  return points;
}
