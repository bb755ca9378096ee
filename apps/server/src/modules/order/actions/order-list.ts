import { defineHandler } from '../../../dispatch/action-handler';

export const orderList = defineHandler('orderList', ({ input, services, lang, user }) =>
  services.orders.list(user, input, lang, Date.now()),
);
