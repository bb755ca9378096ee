import { defineHandler } from '../../../dispatch/action-handler';

export const confirmOrderInfo = defineHandler(
  'confirmOrderInfo',
  ({ input, services, lang, user }) => services.orders.confirm(user, input, lang),
);
