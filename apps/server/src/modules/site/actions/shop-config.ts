import { defineHandler } from '../../../dispatch/action-handler';

export const shopConfig = defineHandler('shopConfig', ({ services, lang }) =>
  services.site.shop(lang),
);
