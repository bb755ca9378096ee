import { publicNameChanged } from '../../lib/public-names-changed';
import type { ResponseCache } from '../../lib/response-cache';
import type { ModuleHandlers } from '../action-handler';
import type { UploadService } from './upload-service';

export const uploadActions = {
  upload: ({ user, services, request }) => services.uploads.upload(user.id, request),
  avatarUpdate: async ({ input, user, services }) => {
    const profile = await services.uploads.setAvatar(user.id, input.avatar);
    await publicNameChanged(services.publicCache);
    return profile;
  },
} satisfies ModuleHandlers<{
  uploads: UploadService;
  publicCache: Pick<ResponseCache, 'invalidate'>;
}>;
