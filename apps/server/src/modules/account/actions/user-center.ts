import { defineHandler } from '../../../dispatch/action-handler';

export const userCenter = defineHandler('userCenter', ({ user, services }) =>
  services.account.centre(user),
);
