import { defineHandler } from '../../../dispatch/action-handler';

export const upload = defineHandler('upload', ({ user, services, request }) =>
  services.uploads.upload(user.id, request),
);
