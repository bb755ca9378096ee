import { defineHandler } from '../../../dispatch/action-handler';

export const qrLoginPoll = defineHandler('qrLoginPoll', ({ input, services }) =>
  services.qrLogin.poll(input.ticket, input.secret),
);
