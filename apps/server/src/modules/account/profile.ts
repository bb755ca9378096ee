import type { ActionOutput } from '@atelier/contract';
import type { ProfileRow } from './account-repository';
import { toIso } from '../../lib/time';

export type Profile = ActionOutput<'userInfo'>;

/** A user row as the wire shows it. */
export function toProfile(row: ProfileRow): Profile {
  const nickname = row.nickname || row.username;
  return {
    id: row.id,
    username: row.username,
    nickname,
    avatar: row.avatar,
    // The header shows this when there is no avatar picture.
    avatar_text: Array.from(nickname)[0]?.toUpperCase() ?? '',
    mobile: row.mobile ?? '',
    score: row.score,
    score_total: row.score_total,
    role: row.role,
    gender: row.gender,
    birthday: row.birthday,
    created_at: toIso(row.created_at),
    community_joined_at: row.community_joined_at === null ? null : toIso(row.community_joined_at),
  };
}
