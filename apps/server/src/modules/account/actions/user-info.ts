import { defineHandler } from '../../../dispatch/action-handler';

export const userInfo = defineHandler('userInfo', ({ user, services }) =>
  services.account.profile(user.id),
);
