import { z } from 'zod';
import { CASH_GATEWAYS, PAY_DEVICES, PAYMENT_STATUSES } from '../codes';
import { day, flag, id, isoTime, money, pageInput, pageOf } from '../fields';
import type { ActionSchema } from '../registry';

/** How a day's check against a provider's bills ended. */
export const RECONCILIATION_STATUSES = ['matched', 'mismatched', 'failed'] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

/**
 * How a bill line and the shop disagree: the provider booked what the shop has not, the shop
 * booked what the provider has not, or both have it with another amount or status.
 */
export const MISMATCH_KINDS = ['missing_here', 'missing_there', 'amount', 'status'] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

export const BILL_LINE_KINDS = ['payment', 'refund'] as const;

const gateway = z.enum(CASH_GATEWAYS);

export const paymentRow = z.object({
  id,
  order_id: id,
  order_no: z.string(),
  gateway,
  session_id: z.string().describe('The shop’s number for the payment (out_trade_no)'),
  trade_no: z.string().nullable().describe('The provider’s transaction id, once paid'),
  refund_no: z.string().nullable().describe('The refund’s number at the provider, once refunded'),
  amount: money,
  status: z.enum(PAYMENT_STATUSES),
  device: z.enum(PAY_DEVICES).nullable(),
  created_at: isoTime,
  paid_at: isoTime.nullable(),
  refunded_at: isoTime.nullable(),
});

export const paymentList = {
  summary: 'Cash payments, newest first, by gateway, status or a number (order, ours, provider’s)',
  input: pageInput.extend({
    gateway: gateway.optional(),
    status: z.enum(PAYMENT_STATUSES).optional(),
    q: z.string().trim().max(64).optional(),
  }),
  output: pageOf(paymentRow),
};

export const reconciliationRow = z.object({
  id,
  gateway,
  day,
  status: z.enum(RECONCILIATION_STATUSES),
  lines: z.number().int().describe('Lines in the provider’s bills'),
  matched: z.number().int(),
  mismatches: z.number().int(),
  unresolved: z.number().int().describe('Mismatches no one has resolved yet'),
  error: z.string().nullable().describe('Why the bills could not be read (status failed)'),
  checked_at: isoTime,
});

export const mismatchRow = z.object({
  id,
  kind: z.enum(MISMATCH_KINDS),
  line_kind: z.enum(BILL_LINE_KINDS),
  session_id: z.string(),
  refund_no: z.string().nullable(),
  trade_no: z.string().nullable(),
  order_id: id.nullable().describe('The order, when the shop knows the payment'),
  order_no: z.string().nullable(),
  our_amount: money.nullable(),
  their_amount: money.nullable(),
  our_status: z.string().nullable(),
  their_status: z.string().nullable(),
  resolved_at: isoTime.nullable(),
  resolved_by: z.string().nullable(),
  note: z.string().nullable(),
});

export const reconciliationList = {
  summary: 'Each day’s check of the providers’ bills against the payments, newest day first',
  input: pageInput.extend({
    gateway: gateway.optional(),
    unresolved: flag.optional().describe('Only days with mismatches still open'),
  }),
  output: pageOf(reconciliationRow),
};

export const reconciliationInfo = {
  summary: 'One day’s check with its mismatches',
  input: z.object({ id }),
  output: reconciliationRow.extend({ items: z.array(mismatchRow) }),
};

export const reconciliationRun = {
  summary:
    'Checks a past day (Beijing time) against a gateway’s bills now, as the morning job does; ' +
    'mismatches already resolved stay resolved',
  input: z.object({ gateway, day }),
  output: reconciliationInfo.output,
};

export const mismatchResolve = {
  summary: 'Marks a mismatch resolved with a note of what was done',
  input: z.object({
    id,
    note: z
      .string({ error: 'format.resolutionNote' })
      .trim()
      .min(1, { error: 'format.resolutionNote' })
      .max(500, { error: 'format.resolutionNote' }),
  }),
  output: mismatchRow,
};

export const paymentsConsoleSchemas = {
  paymentList,
  reconciliationList,
  reconciliationInfo,
  reconciliationRun,
  mismatchResolve,
} satisfies Record<string, ActionSchema>;
