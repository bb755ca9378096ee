import { defineHandler } from '../../../dispatch/action-handler';

export const productCategory = defineHandler('productCategory', ({ input, services, lang }) =>
  services.site.categories(input, lang),
);
