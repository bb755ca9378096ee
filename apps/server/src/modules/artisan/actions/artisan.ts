import { defineHandler } from '../../../dispatch/action-handler';

export const artisan = defineHandler('artisan', ({ input, services, lang }) =>
  services.artisans.list(input, lang),
);
