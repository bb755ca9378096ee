import type { ModuleHandlers } from '../action-handler';
import type { UploadService } from './upload-service';

export const uploadActions = {
  upload: ({ user, services, request }) => services.uploads.upload(user.id, request),
  avatarUpdate: ({ input, user, services }) => services.uploads.setAvatar(user.id, input.avatar),
} satisfies ModuleHandlers<{ uploads: UploadService }>;
