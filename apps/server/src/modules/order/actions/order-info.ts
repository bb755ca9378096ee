import { defineHandler } from '../../../dispatch/action-handler';

export const orderInfo = defineHandler('orderInfo', ({ input, services, lang, user }) =>
  services.orders.info(user, input.id, lang, Date.now()),
);
