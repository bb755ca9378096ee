import { defineHandler } from '../../../dispatch/action-handler';

export const productInfo = defineHandler('productInfo', ({ input, services, lang, user }) =>
  services.catalog.product(input, lang, user?.id),
);
