import { describe, expect, it } from 'vitest';
import { salesSeries } from './sales-series';

const row = (day: string, art_amount: string, points_score = 0) => ({
  day,
  art_orders: 1,
  art_amount,
  points_orders: points_score ? 1 : 0,
  points_score,
  new_customers: 0,
});

describe('salesSeries', () => {
  it('has a point at zero for every day without sales, between and around the days with some', () => {
    const series = salesSeries({
      from: '2026-11-24',
      to: '2026-11-28',
      days: [row('2026-11-25', '1280.50', 300), row('2026-11-27', '99.00')],
    });
    expect(series).toEqual([
      { day: '11-24', art: 0, points: 0 },
      { day: '11-25', art: 1280.5, points: 300 },
      { day: '11-26', art: 0, points: 0 },
      { day: '11-27', art: 99, points: 0 },
      { day: '11-28', art: 0, points: 0 },
    ]);
  });

  it('runs across a month end and keeps the order of the days', () => {
    const series = salesSeries({ from: '2026-11-29', to: '2026-12-02', days: [] });
    expect(series.map((point) => point.day)).toEqual(['11-29', '11-30', '12-01', '12-02']);
  });
});
