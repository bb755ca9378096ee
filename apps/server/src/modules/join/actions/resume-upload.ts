import { defineHandler } from '../../../dispatch/action-handler';

export const resumeUpload = defineHandler('resumeUpload', ({ user, services, request }) =>
  services.join.uploadResume(user.id, request),
);
