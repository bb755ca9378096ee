import {
  NICKNAME_MAX,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  type Gender,
} from '@atelier/contract/formats';
import dayjs from 'dayjs';

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

/** Today as the date field writes it, in the visitor's time zone. */
export function todayText(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM-DD');
}

/** A birthday is a real calendar day between 1900 and today ('' leaves it unset). */
export function isBirthdayAllowed(value: string, today: string = todayText()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  if (dayjs(value).format('YYYY-MM-DD') !== value) return false;
  return value >= EARLIEST_BIRTHDAY && value <= today;
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
  /** YYYY-MM-DD, or '' when not given. */
  birthday: string;
}

/** The form's values as `userInfoUpdate` takes them; an empty birthday clears it. */
export function toProfileFields(values: ProfileFormValues) {
  return {
    nickname: values.nickname.trim(),
    gender: values.gender,
    birthday: values.birthday,
  };
}
