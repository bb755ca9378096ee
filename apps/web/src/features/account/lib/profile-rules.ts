import {
  NICKNAME_MAX,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  type Gender,
} from '@atelier/contract/formats';
import dayjs, { type Dayjs } from 'dayjs';

export const AVATAR_MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;
export const AVATAR_ACCEPT = UPLOAD_IMAGE_TYPES.join(',');
export const EARLIEST_BIRTHDAY = '1900-01-01';

export type NicknameProblem = 'nicknameRequired' | 'nicknameLength';
export type AvatarProblem = 'avatarType' | 'avatarSize';

/** The nickname rule of the contract: 1-32 characters once trimmed. */
export function nicknameProblem(value: string | undefined): NicknameProblem | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return 'nicknameRequired';
  if ([...trimmed].length > NICKNAME_MAX) return 'nicknameLength';
  return null;
}

/** A birthday is a day between 1900 and today. */
export function isBirthdayAllowed(date: Dayjs, today: Dayjs = dayjs()): boolean {
  return !date.isAfter(today, 'day') && !date.isBefore(dayjs(EARLIEST_BIRTHDAY), 'day');
}

/** What the browser can tell before sending: the declared type and the size. */
export function avatarProblem(file: Pick<File, 'type' | 'size'>): AvatarProblem | null {
  if (!UPLOAD_IMAGE_TYPES.some((type) => type === file.type)) return 'avatarType';
  if (file.size > UPLOAD_MAX_BYTES) return 'avatarSize';
  return null;
}

export interface ProfileFormValues {
  nickname: string;
  gender: Gender;
  birthday: Dayjs | null;
}

/** The form's values as `userInfoUpdate` takes them; an empty birthday clears it. */
export function toProfileFields(values: ProfileFormValues) {
  return {
    nickname: values.nickname.trim(),
    gender: values.gender,
    birthday: values.birthday ? values.birthday.format('YYYY-MM-DD') : '',
  };
}
