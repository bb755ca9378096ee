import { defineHandler } from '../../../dispatch/action-handler';

export const productList = defineHandler('productList', ({ input, services, lang }) =>
  services.catalog.products(input, lang),
);
