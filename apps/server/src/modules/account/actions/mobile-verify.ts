import { defineHandler } from '../../../dispatch/action-handler';

export const mobileVerify = defineHandler('mobileVerify', ({ input, user, services }) =>
  services.account.verifyCurrentMobile(user, input.captcha),
);
