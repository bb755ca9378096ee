import { defineHandler } from '../../../dispatch/action-handler';

export const qrLoginScan = defineHandler('qrLoginScan', ({ input, user, services }) =>
  services.qrLogin.scan(user, input.ticket),
);
