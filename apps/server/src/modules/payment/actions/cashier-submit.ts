import { defineHandler } from '../../../dispatch/action-handler';

/** The sandbox cashier's pay and fail buttons; the outcome arrives as the gateway's webhook. */
export const cashierSubmit = defineHandler('cashierSubmit', ({ input, services, user }) =>
  services.orders.submitCashier(user, input, Date.now()),
);
