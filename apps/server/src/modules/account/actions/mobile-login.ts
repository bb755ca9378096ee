import { defineHandler } from '../../../dispatch/action-handler';

export const mobileLogin = defineHandler('mobileLogin', ({ input, services }) =>
  services.account.mobileLogin(input),
);
