import { defineHandler } from '../../../dispatch/action-handler';

export const userInfoUpdate = defineHandler('userInfoUpdate', ({ input, user, services }) =>
  services.account.updateProfile(user, input),
);
