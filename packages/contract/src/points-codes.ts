/*
 * The points side's fixed vocabularies, apart from `codes.ts` so that only the pages that show
 * points carry them.
 */

/** Why a balance changed; each ledger row names one. */
export const LEDGER_REASONS = [
  'order_pay',
  'order_refund',
  'order_earn',
  'opening',
  'staff_adjust',
  'sign_in',
  'game_cost',
  'game_prize',
  'expire',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** How long earned points last: for ever, or a number of days from the day they were earned. */
export const EXPIRY_POLICIES = ['never', 'days'] as const;
export type ExpiryPolicy = (typeof EXPIRY_POLICIES)[number];

/** Rank lists: points earned this week (from Monday), this month, in all time. */
export const RANK_PERIODS = ['week', 'month', 'all'] as const;
export type RankPeriod = (typeof RANK_PERIODS)[number];

/** Rank lists show this many places. */
export const RANK_TOP = 100;

/** "Points expiring soon" looks this many days ahead. */
export const EXPIRING_WINDOW_DAYS = 30;
