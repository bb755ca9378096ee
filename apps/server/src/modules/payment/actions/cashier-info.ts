import { defineHandler } from '../../../dispatch/action-handler';

/** The buyer's own session only: the QR code opens this page on a phone that is signed in. */
export const cashierInfo = defineHandler('cashierInfo', ({ input, services, lang, user }) =>
  services.orders.cashier(user, input.session_id, lang, Date.now()),
);
