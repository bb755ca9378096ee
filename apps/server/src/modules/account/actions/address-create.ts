import { defineHandler } from '../../../dispatch/action-handler';

export const addressCreate = defineHandler('addressCreate', ({ input, services, user }) =>
  services.addresses.create(input, user.id),
);
