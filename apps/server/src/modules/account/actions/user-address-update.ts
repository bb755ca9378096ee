import { defineHandler } from '../../../dispatch/action-handler';

export const userAddressUpdate = defineHandler('userAddressUpdate', ({ input, services, user }) =>
  services.addresses.update(input, user.id),
);
