import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function accountRepository(db: Kysely<Database>) {
  return {
    /** The user behind a live session: not revoked, not expired. */
    userBySessionToken(tokenHash: string, now: number) {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'users.id',
          'users.username',
          'users.nickname',
          'users.avatar',
          'users.mobile',
          'users.role',
          'users.score',
          'users.score_total',
          'sessions.id as session_id',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', now)
        .executeTakeFirst();
    },

    createSession(userId: number, tokenHash: string, expiresAt: number, now: number) {
      return db
        .insertInto('sessions')
        .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
  };
}
export type AccountRepository = ReturnType<typeof accountRepository>;
