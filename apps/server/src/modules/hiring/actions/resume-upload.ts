import { defineHandler } from '../../../dispatch/action-handler';

export const resumeUpload = defineHandler('resumeUpload', ({ user, services, request }) =>
  services.hiring.uploadResume(user.id, request),
);
