import { defineHandler } from '../../../dispatch/action-handler';

export const orderCreate = defineHandler('orderCreate', ({ input, services, lang, user }) =>
  services.orders.create(user, input, lang, Date.now()),
);
