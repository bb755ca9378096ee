import { defineHandler } from '../../../dispatch/action-handler';

export const artisanLike = defineHandler('artisanLike', ({ input, services, user }) =>
  services.artisans.like(input, user.id),
);
