import { defineHandler } from '../../../dispatch/action-handler';

export const artisanCollection = defineHandler('artisanCollection', ({ input, services, user }) =>
  services.artisans.follow(input, user.id),
);
