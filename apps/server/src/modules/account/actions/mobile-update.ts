import { defineHandler } from '../../../dispatch/action-handler';

export const mobileUpdate = defineHandler('mobileUpdate', ({ input, user, services }) =>
  services.account.changeMobile(user, input),
);
