import { defineHandler } from '../../../dispatch/action-handler';

export const myArtisanInfo = defineHandler('myArtisanInfo', ({ input, services, lang, user }) =>
  services.artisans.info(input, lang, user?.id),
);
