import { defineHandler } from '../../../dispatch/action-handler';

/** Public: the session id, as unguessable as a token, is what opens the cashier page. */
export const cashierInfo = defineHandler('cashierInfo', ({ input, services, lang }) =>
  services.orders.cashier(input.session_id, lang, Date.now()),
);
