import { defineHandler } from '../../../dispatch/action-handler';

export const userAddressInfo = defineHandler('userAddressInfo', ({ input, services, user }) =>
  services.addresses.info(input, user.id),
);
