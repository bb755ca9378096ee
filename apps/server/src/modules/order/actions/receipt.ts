import { defineHandler } from '../../../dispatch/action-handler';

export const receipt = defineHandler('receipt', ({ input, services, user }) =>
  services.orders.receive(user, input.id, Date.now()),
);
