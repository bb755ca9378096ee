import type { ActionOutput, Role } from '@atelier/contract';
import type { AccountRepository } from './account-repository';
import { hashToken, newToken } from './tokens';

export interface AuthUser {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  mobile: string | null;
  role: Role;
  score: number;
  score_total: number;
  session_id: number;
}

export function accountService(repo: AccountRepository, tokenTtlMs: number) {
  return {
    async userForToken(token: string): Promise<AuthUser | null> {
      return (await repo.userBySessionToken(hashToken(token), Date.now())) ?? null;
    },

    async openSession(userId: number): Promise<{ token: string; expiresAt: number }> {
      const token = newToken();
      const now = Date.now();
      const expiresAt = now + tokenTtlMs;
      await repo.createSession(userId, hashToken(token), expiresAt, now);
      return { token, expiresAt };
    },

    profile(user: AuthUser): ActionOutput<'userInfo'> {
      const nickname = user.nickname || user.username;
      return {
        id: user.id,
        username: user.username,
        nickname,
        avatar: user.avatar,
        // The header shows this when there is no avatar picture.
        avatar_text: Array.from(nickname)[0]?.toUpperCase() ?? '',
        mobile: user.mobile ?? '',
        score: user.score,
        score_total: user.score_total,
        role: user.role,
      };
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
