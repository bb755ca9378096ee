import { z } from 'zod';
import {
  CANCEL_REASONS,
  MALL_TYPES,
  ORDER_ADMIN_SORTS,
  ORDER_EVENTS,
  ORDER_EXPORT_MAX,
  ORDER_STATUSES,
  PAY_METHODS,
} from '../codes';
import { csvFile, day, id, isoTime, mallType, mobile, money, pageInput, pageOf } from '../fields';
import { edition, serialInput } from '../actions/authenticity';
import { orderDetail, trackingEvent } from '../actions/order';
import type { ActionSchema } from '../registry';
import { auditRow } from './audit';

export const carrier = z.string().trim().min(1, { error: 'format.carrier' }).max(40, {
  error: 'format.carrier',
});
export const trackingNo = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{6,40}$/, { error: 'format.trackingNo' });

/** The console's list filters; the export takes the same. */
const orderFilters = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  type: z.enum(MALL_TYPES).optional().describe('The mall'),
  from: day.optional().describe('First day of creation, in the shop’s time zone'),
  to: day.optional().describe('Last day of creation, included'),
  order_no: z
    .string()
    .trim()
    .regex(/^\d{6,32}$/, { error: 'format.orderNo' })
    .optional()
    .describe('The whole order number'),
  mobile: mobile.optional().describe('The recipient’s or the buyer’s mobile number'),
  sort: z.enum(ORDER_ADMIN_SORTS).default('newest'),
});

const buyer = z.object({ id, username: z.string(), mobile: z.string() });

/** An order as the console's list shows it. */
export const orderAdminRow = z.object({
  id,
  order_no: z.string(),
  type: mallType,
  status: z.enum(ORDER_STATUSES),
  buyer: buyer.nullable(),
  recipient_name: z.string(),
  recipient_mobile: z.string(),
  first_item: z.string().describe('The first line’s product name'),
  quantity: z.number().int().describe('Units in the order'),
  total_amount: money,
  total_score: z.number().int(),
  pay_method: z.enum(PAY_METHODS).nullable(),
  carrier: z.string().nullable(),
  tracking_no: z.string().nullable(),
  buyer_deleted: z.boolean().describe('The buyer hid it from their list; the shop keeps it'),
  created_at: isoTime,
});

export const orderAdminList = {
  summary: 'Orders of every customer, filtered, sorted and paged on the server',
  input: pageInput.extend(orderFilters.shape),
  output: pageOf(orderAdminRow),
};

export const orderAdminInfo = {
  summary: 'One order with its buyer, tracking, timeline and audit history',
  input: z.object({ id }),
  output: orderDetail.extend({
    cancel_reason: z.enum(CANCEL_REASONS).nullable(),
    buyer: buyer.nullable(),
    buyer_deleted: z.boolean(),
    tracking: z.array(trackingEvent),
    timeline: z.array(z.object({ event: z.enum(ORDER_EVENTS), time: isoTime })),
    refundable: z.boolean().describe('Not shipped yet: the studio may cancel and refund it'),
    serials: z
      .array(z.object({ code: z.string(), product_id: id, edition }))
      .describe('Serials activated for its units'),
    history: z.array(auditRow),
  }),
};

export const orderShip = {
  summary:
    'Marks a paid order shipped with its carrier and tracking number, activating the serials ' +
    'entered for its units: the buyer becomes their owner',
  input: z.object({
    id,
    carrier,
    tracking_no: trackingNo,
    serials: z
      .array(serialInput)
      .max(500)
      .default([])
      .describe('Serials of the units shipped, each of a product in the order'),
  }),
  output: orderDetail,
};

export const orderTrack = {
  summary: 'Adds a tracking event to a shipped order',
  input: z.object({
    id,
    text: z.string().trim().min(1, { error: 'format.trackingText' }).max(200),
    time: z.iso.datetime({ offset: true }).optional().describe('When; now if absent'),
  }),
  output: z.array(trackingEvent),
};

export const shipBatchResult = z.object({
  line: z.number().int().describe('The row’s line in the file; the header is line 1'),
  order_no: z.string(),
  shipped: z.boolean(),
  reason: z.string().nullable().describe('Why the row was refused, in the request’s language'),
});

export const orderShipBatch = {
  summary:
    'Ships orders from a CSV file (`order_no,carrier,tracking_no` with a header row), each row on its own',
  input: z.object({
    csv: z
      .string()
      .min(1, { error: 'format.shipCsv' })
      .max(200_000, { error: 'format.shipCsv' })
      .describe('The file’s text'),
  }),
  output: z.object({
    shipped: z.number().int(),
    refused: z.number().int(),
    results: z.array(shipBatchResult),
  }),
};

export const orderRefund = {
  summary:
    'Cancels an order not yet shipped; a paid one is refunded (points back, cash through the gateway) and its stock returned',
  input: z.object({
    id,
    reason: z.string().trim().min(2, { error: 'format.refundReason' }).max(200, {
      error: 'format.refundReason',
    }),
  }),
  output: z.object({ id, status: z.enum(ORDER_STATUSES), refunded: z.boolean() }),
};

export const orderExport = {
  summary: `The filtered order list as a CSV file, at most ${ORDER_EXPORT_MAX} rows`,
  input: orderFilters,
  output: z.object({
    filename: z.string(),
    csv: csvFile,
    rows: z.number().int(),
    total: z.number().int().describe('Orders matching; more than `rows` when the export was cut'),
    truncated: z.boolean(),
  }),
};

export const orderConsoleSchemas = {
  orderAdminList,
  orderAdminInfo,
  orderShip,
  orderTrack,
  orderShipBatch,
  orderRefund,
  orderExport,
} satisfies Record<string, ActionSchema>;
