import { defineHandler } from '../../../dispatch/action-handler';

export const buyCarCreate = defineHandler('buyCarCreate', ({ input, services, lang, user }) =>
  services.cart.create(input, user.id, lang),
);
