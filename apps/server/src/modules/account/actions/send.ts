import { defineHandler } from '../../../dispatch/action-handler';

export const send = defineHandler('send', ({ input, user, services, lang }) =>
  services.account.sendCode(user, input.mobile, input.event, lang),
);
