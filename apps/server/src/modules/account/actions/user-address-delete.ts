import { defineHandler } from '../../../dispatch/action-handler';

export const userAddressDelete = defineHandler('userAddressDelete', ({ input, services, user }) =>
  services.addresses.remove(input, user.id),
);
