import { defineHandler } from '../../../dispatch/action-handler';

export const orderAddressUpdate = defineHandler(
  'orderAddressUpdate',
  ({ input, services, lang, user }) => services.orders.changeAddress(user, input, lang, Date.now()),
);
