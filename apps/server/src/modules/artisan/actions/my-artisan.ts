import { defineHandler } from '../../../dispatch/action-handler';

export const myArtisan = defineHandler('myArtisan', ({ input, services, lang, user }) =>
  services.artisans.followed(input, lang, user.id),
);
