import { defineHandler } from '../../../dispatch/action-handler';

export const payRemind = defineHandler('payRemind', ({ input, services, user }) =>
  services.orders.payRemind(user, input.id, Date.now()),
);
