import { defineHandler } from '../../../dispatch/action-handler';

export const buyCarList = defineHandler('buyCarList', ({ services, lang, user }) =>
  services.cart.list(user.id, lang),
);
