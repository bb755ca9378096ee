import { defineHandler } from '../../../dispatch/action-handler';

export const expressInfo = defineHandler('expressInfo', ({ input, services, user }) =>
  services.orders.express(user, input.id, Date.now()),
);
