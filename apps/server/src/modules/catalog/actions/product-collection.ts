import { defineHandler } from '../../../dispatch/action-handler';

export const productCollection = defineHandler('productCollection', ({ input, services, user }) =>
  services.catalog.collect(input, user.id),
);
