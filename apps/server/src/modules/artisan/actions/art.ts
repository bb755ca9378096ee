import { defineHandler } from '../../../dispatch/action-handler';

export const art = defineHandler('art', ({ input, services, lang }) =>
  services.artisans.artworks(input, lang),
);
