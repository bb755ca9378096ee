import { defineHandler } from '../../../dispatch/action-handler';

export const company = defineHandler('company', ({ services, lang }) =>
  services.site.company(lang),
);
