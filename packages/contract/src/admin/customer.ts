import { z } from 'zod';
import { ORDER_STATUSES, ROLES } from '../codes';
import { id, integer, isoTime, mallType, money, pageInput, pageOf, role } from '../fields';
import { artisanCard } from '../actions/artisan';
import { productCard } from '../actions/catalog';
import type { ActionSchema } from '../registry';
import { auditRow } from './audit';

/** The most points one adjustment may move either way: a typo should not mint a fortune. */
export const POINTS_ADJUST_MAX = 1_000_000;
export const CUSTOMER_STATUSES = ['active', 'disabled'] as const;
export const STAFF_NOTE_MAX = 200;
/** An account its owner cancelled: in its cooling-off period, or erased once that ended. */
export const ACCOUNT_CANCELLATIONS = ['cooling_off', 'erased'] as const;
export type AccountCancellation = (typeof ACCOUNT_CANCELLATIONS)[number];

const note = (error: string) =>
  z.string({ error }).trim().min(1, { error }).max(STAFF_NOTE_MAX, { error });

/** An account as the customers list shows it. */
export const customerRow = z.object({
  id,
  username: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  avatar: z.string(),
  role,
  score: z.number().int().describe('Usable points'),
  score_total: z.number().int().describe('Points earned in all'),
  order_count: z.number().int(),
  status: z.enum(CUSTOMER_STATUSES),
  disabled_at: isoTime.nullable(),
  cancellation: z
    .enum(ACCOUNT_CANCELLATIONS)
    .nullable()
    .describe('Erased accounts show no personal data: a cancelled name, no phone, no avatar'),
  erase_after: isoTime.nullable().describe('During the cooling-off period, when erasure is due'),
  created_at: isoTime,
});

export const customerList = {
  summary: 'Customers, newest first, by name or phone and status',
  input: pageInput.extend({
    keyword: z
      .string()
      .trim()
      .max(40)
      .optional()
      .describe('Part of a user name or nickname, or the start of a phone number'),
    status: z.enum(CUSTOMER_STATUSES).optional(),
  }),
  output: pageOf(customerRow),
};

export const customerOrder = z.object({
  id,
  order_no: z.string(),
  type: mallType,
  status: z.enum(ORDER_STATUSES),
  total_amount: money,
  total_score: z.number().int(),
  created_at: isoTime,
});

export const customerInfo = {
  summary: 'One account: profile, points, recent orders, favourites, follows and its history',
  input: z.object({ id }),
  output: z.object({
    profile: customerRow.extend({
      gender: z.string(),
      birthday: z.string().nullable(),
      disabled_reason: z.string().nullable(),
    }),
    orders: z.array(customerOrder).describe('The latest 20'),
    favourites: pageOf(z.object({ id, product_id: id, created_at: isoTime, product: productCard })),
    follows: pageOf(artisanCard.extend({ followed_at: isoTime })),
    history: z.array(auditRow),
  }),
};

export const ledgerRow = z.object({
  id,
  delta: z.number().int(),
  balance_after: z.number().int(),
  reason: z.string().describe('order_pay, order_refund, order_earn, opening, staff_adjust'),
  ref: z.string().describe('An order number, or `staff:<user name>`'),
  note: z.string().describe('What staff wrote when adjusting by hand'),
  created_at: isoTime,
});

export const customerPoints = {
  summary: 'An account’s points ledger, newest first',
  input: pageInput.extend({ id }),
  output: pageOf(ledgerRow),
};

export const pointsAdjust = {
  summary: 'Adds or takes points by hand, with the reason; a balance never goes below zero',
  input: z.object({
    id,
    delta: integer({
      min: -POINTS_ADJUST_MAX,
      max: POINTS_ADJUST_MAX,
      error: 'format.pointsDelta',
    }).refine((value) => value !== 0, { error: 'format.pointsDelta' }),
    reason: note('format.staffReason'),
  }),
  output: z.object({ score: z.number().int(), score_total: z.number().int() }),
};

const statusOutput = z.object({
  id,
  status: z.enum(CUSTOMER_STATUSES),
  disabled_at: isoTime.nullable(),
});

export const customerDisable = {
  summary: 'Disables an account: its sessions end at once and it can no longer sign in',
  input: z.object({ id, reason: note('format.staffReason') }),
  output: statusOutput,
};

export const customerEnable = {
  summary: 'Lets a disabled account sign in again',
  input: z.object({ id }),
  output: statusOutput,
};

export const staffRow = z.object({
  id,
  username: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  role,
  status: z.enum(CUSTOMER_STATUSES),
  created_at: isoTime,
});

export const staffList = {
  summary: 'Staff accounts and their roles',
  input: pageInput,
  output: pageOf(staffRow),
};

export const staffRoleSet = {
  summary: 'Grants a staff role, or revokes it (role `user`); the last admin stays an admin',
  // A string first, so a missing role reads "required" rather than "not a role".
  input: z.object({ id, role: z.string().pipe(z.enum(ROLES, { error: 'format.role' })) }),
  output: staffRow,
};

export const customerConsoleSchemas = {
  customerList,
  customerInfo,
  customerPoints,
  pointsAdjust,
  customerDisable,
  customerEnable,
  staffList,
  staffRoleSet,
} satisfies Record<string, ActionSchema>;
