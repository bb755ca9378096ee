import type { PaymentStatus } from '@atelier/contract';
import { z } from 'zod';

export const TRADE_STATUSES = [
  'WAIT_BUYER_PAY',
  'TRADE_CLOSED',
  'TRADE_SUCCESS',
  'TRADE_FINISHED',
] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

/** Alipay's money: yuan as text with at most two places, such as "128.00". */
export const yuanText = z.string().regex(/^\d{1,10}(\.\d{1,2})?$/);

/**
 * A trade's status as the shop's payment status. Alipay closes a trade both when it expires unpaid
 * and when it is refunded in full; only the second was ever paid (`everPaid`: it carries a
 * payment time). TRADE_FINISHED is a paid trade past its refund period.
 */
export function paymentStatusOf(status: TradeStatus, everPaid: boolean): PaymentStatus {
  switch (status) {
    case 'WAIT_BUYER_PAY':
      return 'pending';
    case 'TRADE_SUCCESS':
    case 'TRADE_FINISHED':
      return 'paid';
    case 'TRADE_CLOSED':
      return everPaid ? 'refunded' : 'failed';
  }
}
