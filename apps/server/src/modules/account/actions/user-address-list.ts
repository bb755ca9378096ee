import { defineHandler } from '../../../dispatch/action-handler';

export const userAddressList = defineHandler('userAddressList', ({ input, services, user }) =>
  services.addresses.list(input, user.id),
);
