import { defineHandler } from '../../../dispatch/action-handler';

export const avatarUpdate = defineHandler('avatarUpdate', ({ input, user, services }) =>
  services.uploads.setAvatar(user.id, input.avatar),
);
