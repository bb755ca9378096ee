import { defineHandler } from '../../../dispatch/action-handler';

export const gallery = defineHandler('gallery', ({ input, services, lang }) =>
  services.content.gallery(input, lang),
);
