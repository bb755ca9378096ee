import { defineHandler } from '../../../dispatch/action-handler';

export const shopConfig = defineHandler('shopConfig', async ({ services, lang }) => ({
  ...(await services.site.shop(lang)),
  payment: services.payments.terms(),
}));
