import { z } from 'zod';
import { MALL_TYPES, ORDER_STATUSES } from '../codes';
import { day, id, money } from '../fields';
import type { ActionSchema } from '../registry';

/** The quick ranges: the last 7, 30 or 90 days, today included. */
export const DASHBOARD_RANGES = ['7d', '30d', '90d'] as const;

const salesDay = z.object({
  day,
  art_orders: z.number().int().describe('Paid art-mall orders placed that day'),
  art_amount: money.describe('Their cash total'),
  points_orders: z.number().int().describe('Paid points-mall orders placed that day'),
  points_score: z.number().int().describe('Their points total'),
  new_customers: z.number().int(),
});

const topProduct = z.object({
  product_id: id,
  name: z.string(),
  type: z.enum(MALL_TYPES),
  units: z.number().int(),
  amount: money.describe('Cash taken (art mall)'),
  score: z.number().int().describe('Points taken (points mall)'),
});

export const dashboardStats = {
  summary:
    'Sales, orders, customers and points over the last 7, 30 or 90 days or picked days (shop time)',
  input: z.object({
    range: z.enum(DASHBOARD_RANGES).optional().describe('A quick range ending today; default 7d'),
    from: day.optional().describe('First day, in the shop’s time zone; with `to`'),
    to: day.optional().describe('Last day, included; at most 366 days after `from`'),
  }),
  output: z.object({
    from: day,
    to: day,
    time_zone: z.string(),
    days: z.array(salesDay).describe('One row per day, zeros on a day with nothing'),
    totals: z.object({
      art_orders: z.number().int(),
      art_amount: money,
      average_order_value: money.describe('Cash per paid art-mall order'),
      points_orders: z.number().int(),
      points_score: z.number().int(),
      new_customers: z.number().int(),
    }),
    statuses: z
      .array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() }))
      .describe('Orders placed in the range, by their status now'),
    top_by_units: z.array(topProduct).max(10),
    top_by_revenue: z.array(topProduct).max(10),
    points: z.object({
      issued: z.number().int().describe('Points given in the range, refunds aside'),
      redeemed: z.number().int().describe('Points spent in the range, less refunds'),
      outstanding: z.number().int().describe('Points customers hold now'),
    }),
    payment_mismatches: z
      .number()
      .int()
      .describe('Mismatches between the providers’ bills and the payments no one has resolved'),
  }),
};

export const dashboardConsoleSchemas = { dashboardStats } satisfies Record<string, ActionSchema>;
