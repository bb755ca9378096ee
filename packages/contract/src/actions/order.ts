import { z } from 'zod';
import {
  CANCEL_REASONS,
  DELIVERY_METHODS,
  MALL_TYPES,
  ORDER_RANGES,
  ORDER_STATUSES,
  PAY_DEVICES,
  PAY_METHODS,
  PAYMENT_STATUSES,
} from '../codes';
import * as F from '../formats';
import { id, isoTime, mallType, money, pageInput, pageOf, quantity } from '../fields';
import { address } from './account';
import { idList } from './cart';

/**
 * What is being bought: cart lines, or one product bought now. Exactly one of the two; the
 * service refuses both or neither with a message.
 */
export const purchase = z.object({
  cart_ids: idList.optional(),
  product_id: id.optional(),
  quantity: quantity.optional(),
});

/**
 * A purchase once resolved, as the confirmation page and the order services handle it: distinct
 * cart line ids in the order chosen, or one product bought now.
 */
export type Purchase =
  { kind: 'cart'; cartIds: number[] } | { kind: 'buyNow'; productId: number; quantity: number };

const remark = z
  .string()
  .trim()
  .max(F.REMARK_MAX, { error: 'format.remark' })
  .optional()
  .describe('A note to the studio');

/** A line of an order or of a checkout, with the price it is bought at. */
export const orderLine = z.object({
  product_id: id,
  name: z.string(),
  image: z.string(),
  price: money.describe('Unit price; "0.00" in the points mall'),
  score_price: z.number().int().describe('Unit points price; 0 in the art mall'),
  quantity: z.number().int(),
  line_total: money,
  line_score: z.number().int(),
  earn_score: z.number().int().describe('Points the line earns once the order completes'),
});

export const confirmOrderInfo = {
  summary: 'Everything the order confirmation page shows, before an order exists',
  input: purchase,
  output: z.object({
    type: mallType,
    lines: z.array(orderLine),
    address: address.nullable().describe('The default address, or none yet'),
    delivery: z.enum(DELIVERY_METHODS),
    goods_amount: money,
    ship_fee: money,
    total_amount: money.describe('Goods plus shipping; "0.00" in the points mall'),
    total_score: z.number().int().describe('Points to pay; 0 in the art mall'),
    earn_score: z.number().int(),
    usable_score: z.number().int().describe('The signed-in user’s usable points'),
    pay_timeout_minutes: z.number().int(),
  }),
};

export const shipFee = {
  summary: 'The shipping fee of goods worth `amount` in a mall, by the shop’s rules',
  input: z.object({ type: z.enum(MALL_TYPES), amount: money }),
  output: z.object({
    fee: money,
    base_fee: money,
    free_threshold: money.describe('Goods worth this much or more ship free'),
  }),
};

export const orderCreate = {
  summary: 'Creates an order from cart lines or a buy-now, taking the stock',
  input: purchase.extend({
    address_id: id,
    remark,
    delivery: z.enum(DELIVERY_METHODS).default('express'),
    idempotency_key: z
      .string()
      .trim()
      .regex(/^[\w-]{8,64}$/, { error: 'format.idempotencyKey' })
      .describe('One per submission: a retried request returns the order it already made'),
  }),
  output: z.object({ order_id: id, order_no: z.string(), pay_deadline: isoTime }),
};

/** A cash gateway's payment session: the customer pays on its cashier page. */
export const paymentSession = z.object({
  session_id: z.string(),
  gateway: z.string(),
  amount: money,
  status: z.enum(PAYMENT_STATUSES),
  cashier_url: z
    .string()
    .describe(
      "Where the customer pays: on a desktop the QR code encodes it; on a phone it is the provider's page to open",
    ),
  expires_at: isoTime,
});

export const orderPay = {
  summary: 'Pays an order with points (settled at once) or opens a cash payment session',
  input: z.object({
    order_id: id,
    method: z.enum(PAY_METHODS),
    device: z
      .enum(PAY_DEVICES)
      .default('desktop')
      .describe(
        "A desktop's session is paid by scanning a QR code; a phone's on the provider's page",
      ),
  }),
  output: z.object({
    order_id: id,
    status: z.enum(ORDER_STATUSES),
    payment: paymentSession.nullable().describe('For a cash gateway; null when paid in points'),
  }),
};

export const payRemind = {
  summary: 'What is left to pay on an order, and for how long',
  input: z.object({ id }),
  output: z.object({
    order_id: id,
    order_no: z.string(),
    type: mallType,
    status: z.enum(ORDER_STATUSES),
    total_amount: money,
    total_score: z.number().int(),
    pay_deadline: isoTime,
    seconds_left: z.number().int().describe('0 once the deadline has passed'),
    usable_score: z.number().int(),
  }),
};

/**
 * The cashier page of the sandbox gateway, opened from the QR code by the buyer, signed in: a
 * session of someone else's order reads as one that does not exist.
 */
export const cashierInfo = {
  summary: 'The sandbox cashier: what a payment session of the buyer’s own order asks for',
  input: z.object({ session_id: z.string().trim().min(8).max(64) }),
  output: z.object({
    session_id: z.string(),
    order_no: z.string(),
    shop_name: z.string(),
    amount: money,
    status: z.enum(PAYMENT_STATUSES),
    expires_at: isoTime,
  }),
};

export const cashierSubmit = {
  summary:
    'The sandbox cashier’s buttons: pay, or fail, a session of the buyer’s own unpaid order before its deadline',
  input: z.object({
    session_id: z.string().trim().min(8).max(64),
    outcome: z.enum(['paid', 'failed']),
  }),
  output: z.object({ status: z.enum(PAYMENT_STATUSES), order_id: id }),
};

export const trackingEvent = z.object({ id, time: isoTime, text: z.string() });

export const express = z.object({
  carrier: z.string(),
  tracking_no: z.string(),
  shipped_at: isoTime,
});

/** An order as lists show it. */
export const orderSummary = z.object({
  id,
  order_no: z.string(),
  type: mallType,
  status: z.enum(ORDER_STATUSES),
  lines: z.array(orderLine),
  quantity: z.number().int().describe('Units in the order'),
  total_amount: money,
  total_score: z.number().int(),
  pay_deadline: isoTime,
  created_at: isoTime,
});

/**
 * Where the order went, as entered; once the buyer's account is erased, masked for the books
 * (`林**`, `138****0000`, the province kept and the rest `***`), so no format is promised.
 */
const orderRecipient = address.omit({ id: true, is_default: true, created_at: true }).extend({
  name: z.string(),
  mobile: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  postal_code: z.string(),
});

export const orderDetail = orderSummary.extend({
  goods_amount: money,
  ship_fee: money,
  earn_score: z.number().int(),
  delivery: z.enum(DELIVERY_METHODS),
  remark: z.string(),
  recipient: orderRecipient,
  address_changeable: z.boolean().describe('The address may still be changed, once'),
  pay_method: z.enum(PAY_METHODS).nullable(),
  paid_amount: money.describe('What was actually paid in cash'),
  paid_score: z.number().int().describe('What was actually paid in points'),
  paid_at: isoTime.nullable(),
  canceled_at: isoTime.nullable(),
  cancel_reason: z.enum(CANCEL_REASONS).nullable(),
  refunded: z.boolean(),
  express: express.nullable(),
  received_at: isoTime.nullable(),
  earned_score: z.number().int().describe('Points credited when the order completed'),
});

export const orderList = {
  summary: 'The signed-in user’s orders, newest first, by status and time range',
  input: pageInput.extend({
    status: z.enum(ORDER_STATUSES).optional(),
    range: z.enum(ORDER_RANGES).optional(),
  }),
  output: pageOf(orderSummary),
};

export const orderInfo = {
  summary: 'One of the signed-in user’s orders with everything its page shows',
  input: z.object({ id }),
  output: orderDetail,
};

const orderAction = z.object({ id });
const statusOnly = z.object({ id, status: z.enum(ORDER_STATUSES) });

export const orderCancel = {
  summary: 'Cancels an unpaid order, or refunds and cancels a paid one not yet shipped',
  input: orderAction,
  output: statusOnly.extend({ refunded: z.boolean() }),
};

export const receipt = {
  summary: 'Confirms receipt of a shipped order; a cash order then earns its points',
  input: orderAction,
  output: statusOnly.extend({ earned_score: z.number().int() }),
};

export const orderDelete = {
  summary: 'Hides a completed or cancelled order from its buyer',
  input: orderAction,
  output: z.object({ deleted: z.boolean() }),
};

export const orderAddressUpdate = {
  summary: 'Sends an order to another of the buyer’s addresses, once, before shipment',
  input: z.object({ id, address_id: id }),
  output: orderDetail,
};

export const expressInfo = {
  summary: 'Carrier, tracking number and tracking events of a shipped order',
  input: orderAction,
  output: express.extend({ events: z.array(trackingEvent) }),
};
