import { defineHandler } from '../../../dispatch/action-handler';

export const expressInfo = defineHandler('expressInfo', ({ input, services, lang, user }) =>
  services.orders.express(user, input.id, lang, Date.now()),
);
