import { defineHandler } from '../../../dispatch/action-handler';

export const qrLoginCreate = defineHandler('qrLoginCreate', ({ services, request }) =>
  services.qrLogin.create(request.ip, request.headers['user-agent'] ?? ''),
);
