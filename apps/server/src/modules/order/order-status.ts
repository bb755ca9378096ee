import type { OrderStatus } from '@atelier/contract';
import { AppError } from '../../errors';
import type { MessageKey } from '../../i18n/messages';

/**
 * The life cycle (DESIGN section 4): unpaid → undelivered (paid) → unreceived (shipped) →
 * completed; unpaid or undelivered → canceled. Each step names the statuses it may start from
 * and the refusal a buyer reads otherwise.
 */
export const lifeCycle = {
  pay: { from: ['unpaid'], refusal: 'orderNotPayable' },
  cancel: { from: ['unpaid', 'undelivered'], refusal: 'orderNotCancelable' },
  ship: { from: ['undelivered'], refusal: 'orderNotShippable' },
  receive: { from: ['unreceived'], refusal: 'orderNotReceivable' },
  hide: { from: ['completed', 'canceled'], refusal: 'orderNotDeletable' },
  changeAddress: { from: ['unpaid', 'undelivered'], refusal: 'orderAddressLocked' },
  track: { from: ['unreceived', 'completed'], refusal: 'orderNotShipped' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; refusal: MessageKey }>;

export type OrderStep = keyof typeof lifeCycle;

export function allows(step: OrderStep, status: OrderStatus): boolean {
  return (lifeCycle[step].from as readonly OrderStatus[]).includes(status);
}

/**
 * The status as a message parameter, worded in the request's language: as the buyer reads it,
 * or as the console's screens name it ("Shipped" where the buyer reads "To receive").
 */
export function statusParam(status: OrderStatus, words: 'buyer' | 'console' = 'buyer') {
  const message =
    words === 'console'
      ? (`consoleOrderStatus.${status}` as const)
      : (`orderStatus.${status}` as const);
  return { status: { message } };
}

/** Refuses a step the order's status does not allow, naming the status. */
export function refuseUnless(step: OrderStep, status: OrderStatus): void {
  if (allows(step, status)) return;
  if (step === 'changeAddress' && status === 'canceled') throw new AppError('orderAddressClosed');
  throw new AppError(lifeCycle[step].refusal, statusParam(status));
}

/** An unpaid order past its deadline is cancelled, whether or not the job has run yet. */
export function isOverdue(order: { status: OrderStatus; pay_deadline: number }, now: number) {
  return order.status === 'unpaid' && order.pay_deadline <= now;
}
