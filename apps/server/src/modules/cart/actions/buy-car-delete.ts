import { defineHandler } from '../../../dispatch/action-handler';

export const buyCarDelete = defineHandler('buyCarDelete', ({ input, services, user }) =>
  services.cart.remove(input, user.id),
);
