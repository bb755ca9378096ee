import { defineHandler } from '../../../dispatch/action-handler';

export const orderPay = defineHandler('orderPay', ({ input, services, user }) =>
  services.orders.pay(user, input, Date.now()),
);
