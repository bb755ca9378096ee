import type { ActionOutput } from '@atelier/contract';
import type { ModuleHandlers } from '../action-handler';
import type { SiteService } from './site-service';

/** The shop's settings say which payment gateway runs; the payment module answers that. */
interface PaymentTerms {
  terms(): ActionOutput<'shopConfig'>['payment'];
}

export const siteActions = {
  banner: ({ input, services, lang }) => services.site.banners(input, lang),
  company: ({ services, lang }) => services.site.company(lang),
  getLink: ({ services, lang }) => services.site.links(lang),
  productCategory: ({ input, services, lang }) => services.site.categories(input, lang),
  shopConfig: async ({ services, lang }) => ({
    ...(await services.site.shop(lang)),
    payment: services.payment.terms(),
  }),
} satisfies ModuleHandlers<{ site: SiteService; payment: PaymentTerms }>;
