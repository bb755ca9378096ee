import { defineHandler } from '../../../dispatch/action-handler';

export const orderCancel = defineHandler('orderCancel', ({ input, services, user }) =>
  services.orders.cancel(user, input.id, Date.now()),
);
