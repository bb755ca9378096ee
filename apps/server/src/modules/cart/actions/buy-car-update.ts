import { defineHandler } from '../../../dispatch/action-handler';

export const buyCarUpdate = defineHandler('buyCarUpdate', ({ input, services, lang, user }) =>
  services.cart.update(input, user.id, lang),
);
