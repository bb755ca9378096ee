import type { ModuleHandlers } from '../action-handler';
import type { SmsService } from '../account/sms-service';
import type { PaymentService } from '../payment/payment-service';
import type { SiteService } from './site-service';

export const siteActions = {
  banner: ({ input, services, lang }) => services.site.banners(input, lang),
  productCategory: ({ input, services, lang }) => services.site.categories(input, lang),
  shopConfig: async ({ services, lang }) => ({
    ...(await services.site.shop(lang)),
    payment: services.payment.terms(),
    sms: services.sms.terms(),
  }),
} satisfies ModuleHandlers<{
  site: SiteService;
  // The shop's settings say which payment gateway runs; the payment module answers that.
  payment: Pick<PaymentService, 'terms'>;
  // And whether sign-in codes reach phones: the account module's SMS service answers that.
  sms: Pick<SmsService, 'terms'>;
}>;
