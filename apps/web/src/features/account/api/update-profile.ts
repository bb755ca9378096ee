import type { ActionInput, ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { uploadFile } from '@/shared/api/upload-file';
import { useSession } from '@/shared/session/session-store';
import { userCenterQueryKey } from '@/shared/api/get-user-center';
import { useAction } from '@/shared/api/use-action';

export type Profile = ActionOutput<'userInfo'>;

export interface ProfileChange {
  /** A newly chosen picture; absent keeps the current avatar. */
  avatar?: File;
  fields: ActionInput<'userInfoUpdate'>;
}

/**
 * Uploads a new picture and makes it the avatar, then saves the other fields. The session's
 * profile follows each step, so the header shows the change at once.
 */
export async function updateProfile({ avatar, fields }: ProfileChange): Promise<Profile> {
  const { setUser } = useSession.getState();
  if (avatar) {
    const { url } = await uploadFile(avatar);
    setUser(await callAction('avatarUpdate', { avatar: url }));
  }
  const profile = await callAction('userInfoUpdate', fields);
  setUser(profile);
  return profile;
}

export function useUpdateProfile() {
  return useAction(updateProfile, { invalidates: [userCenterQueryKey] });
}
