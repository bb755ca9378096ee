import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, ActionOutput } from '@atelier/contract';
import { callAction } from '@/shared/api/call-action';
import { uploadFile } from '@/shared/api/upload-file';
import { useSession } from '@/shared/session/session-store';
import { userCenterQueryKey } from './get-user-center';

export type Profile = ActionOutput<'userInfo'>;

export interface ProfileChange {
  /** A newly chosen picture; absent keeps the current avatar. */
  avatar?: File;
  fields: ActionInput<'userInfoUpdate'>;
}

/** Uploads a new picture and makes it the avatar, then saves the other fields. */
export async function updateProfile({ avatar, fields }: ProfileChange): Promise<Profile> {
  if (avatar) {
    const { url } = await uploadFile(avatar);
    const withAvatar = await callAction('avatarUpdate', { avatar: url });
    // The avatar is saved even if the fields below are refused: show it at once.
    useSession.getState().setUser(withAvatar);
  }
  return callAction('userInfoUpdate', fields);
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      useSession.getState().setUser(profile);
    },
    onSettled: () => client.invalidateQueries({ queryKey: userCenterQueryKey }),
  });
}
