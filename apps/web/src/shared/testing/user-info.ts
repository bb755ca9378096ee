import type { UserInfo } from '../session/session-store';

/** A signed-in customer as `userInfo` answers it, with what a test needs changed. */
export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    username: 'lin',
    nickname: '林',
    avatar: '',
    avatar_text: '林',
    mobile: '13800000000',
    score: 0,
    score_total: 0,
    role: 'user',
    gender: 'unknown',
    birthday: null,
    created_at: '2026-01-01T00:00:00.000Z',
    community_joined_at: null,
    ...overrides,
  };
}
