import type { ModuleHandlers } from '../action-handler';
import type { uploadService } from './upload-service';

export const uploadActions = {
  upload: ({ user, services, request }) => services.uploads.upload(user.id, request),
  avatarUpdate: ({ input, user, services }) => services.uploads.setAvatar(user.id, input.avatar),
} satisfies ModuleHandlers<{ uploads: ReturnType<typeof uploadService> }>;
