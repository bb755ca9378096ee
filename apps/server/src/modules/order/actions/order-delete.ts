import { defineHandler } from '../../../dispatch/action-handler';

export const orderDelete = defineHandler('orderDelete', ({ input, services, user }) =>
  services.orders.remove(user, input.id, Date.now()),
);
