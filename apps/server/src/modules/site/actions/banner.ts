import { defineHandler } from '../../../dispatch/action-handler';

export const banner = defineHandler('banner', ({ input, services, lang }) =>
  services.site.banners(input, lang),
);
