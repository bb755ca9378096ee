import { defineHandler } from '../../../dispatch/action-handler';

export const qrLoginConfirm = defineHandler('qrLoginConfirm', ({ input, user, services }) =>
  services.qrLogin.confirm(user, input.ticket, input.approve),
);
