import type { Role } from '@atelier/contract';
import type { Kysely } from 'kysely';
import type { AccountTables } from '../../db/tables/account';
import { profileColumns } from '../../kernel/identity';

export function accountRepository(db: Kysely<AccountTables>) {
  return {
    /** The user behind a live session: not revoked, not expired. */
    userBySessionToken(tokenHash: string, now: number) {
      return (
        db
          .selectFrom('sessions')
          .innerJoin('users', 'users.id', 'sessions.user_id')
          .select([...profileColumns, 'sessions.id as session_id'])
          .where('sessions.token_hash', '=', tokenHash)
          .where('sessions.revoked_at', 'is', null)
          .where('sessions.expires_at', '>', now)
          // A disabled account's sessions end the moment it is disabled, whatever races that.
          .where('users.disabled_at', 'is', null)
          .executeTakeFirst()
      );
    },

    profileById(id: number) {
      return db
        .selectFrom('users')
        .select(profileColumns)
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    },

    /** What signing in with a password needs to know. */
    credentialsBy(column: 'username' | 'mobile', value: string) {
      return db
        .selectFrom('users')
        .select(['id', 'role', 'password_hash'])
        .where(column, '=', value)
        .executeTakeFirst();
    },

    passwordHash(id: number) {
      return db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    },

    idByMobile(mobile: string) {
      return db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst();
    },

    idByUsername(username: string) {
      return db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirst();
    },

    /** Whether any administrator exists: until one does, the console's sign-in says how. */
    async hasAdministrator() {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * A customer, who registers with a mobile number; or, with a role, staff (the first
     * administrator, from `npm run admin -- create`, has no number).
     */
    createUser(
      values: { username: string; mobile: string | null; passwordHash: string; role?: Role },
      now: number,
    ) {
      return db
        .insertInto('users')
        .values({
          username: values.username,
          nickname: values.username,
          avatar: '',
          mobile: values.mobile,
          password_hash: values.passwordHash,
          role: values.role ?? 'user',
          score: 0,
          score_total: 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    updateUser(
      id: number,
      patch: Partial<{
        nickname: string;
        gender: 'unknown' | 'male' | 'female';
        birthday: string | null;
        avatar: string;
        mobile: string;
        password_hash: string;
      }>,
      now: number,
    ) {
      return db
        .updateTable('users')
        .set({ ...patch, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Takes one of the window's password attempts, in one statement, before the password is
     * checked: parallel guesses cannot outrun the count. A window older than `windowMs` starts
     * again; the attempt that fills it locks the account at once, and answers its lock time
     * (its own check still runs: the right password lifts the lock). Nothing while locked.
     */
    reserveLoginAttempt(
      id: number,
      now: number,
      rules: { failures: number; windowMs: number; lockMs: number },
    ) {
      const windowStart = now - rules.windowMs;
      return db
        .updateTable('users')
        .set((eb) => {
          const stale = eb.or([
            eb('login_failed_at', 'is', null),
            eb('login_failed_at', '<=', windowStart),
          ]);
          const counted = eb
            .case()
            .when(stale)
            .then(1)
            .else(eb('login_failures', '+', 1))
            .end();
          const fills = eb(counted, '>=', rules.failures);
          return {
            login_failures: eb.case().when(fills).then(0).else(counted).end(),
            login_failed_at: eb
              .case()
              .when(fills)
              .then(null)
              .when(stale)
              .then(now)
              .else(eb.ref('login_failed_at'))
              .end(),
            locked_until: eb
              .case()
              .when(fills)
              .then(now + rules.lockMs)
              .else(eb.ref('locked_until'))
              .end(),
          };
        })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .returning('locked_until')
        .executeTakeFirst();
    },

    lockedUntil(id: number) {
      return db
        .selectFrom('users')
        .select('locked_until')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    },

    /** A good sign-in (or a new password) forgives earlier failures. */
    clearLoginFailures(id: number) {
      return db
        .updateTable('users')
        .set({ login_failures: 0, login_failed_at: null, locked_until: null })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('login_failures', '>', 0), eb('locked_until', 'is not', null)]))
        .execute();
    },

    createSession(userId: number, tokenHash: string, expiresAt: number, now: number) {
      return db
        .insertInto('sessions')
        .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    revokeSession(sessionId: number, now: number) {
      return db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Ends every live session of the user, except the one given. */
    revokeSessionsOf(userId: number, now: number, exceptSessionId?: number) {
      let query = db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
      return query.execute();
    },

    createTicket(userId: number, ticketHash: string, expiresAt: number, now: number) {
      return db
        .insertInto('account_tickets')
        .values({
          user_id: userId,
          purpose: 'changemobile',
          ticket_hash: ticketHash,
          expires_at: expiresAt,
          created_at: now,
        })
        .execute();
    },

    liveTicket(userId: number, ticketHash: string, now: number) {
      return db
        .selectFrom('account_tickets')
        .select('id')
        .where('user_id', '=', userId)
        .where('ticket_hash', '=', ticketHash)
        .where('purpose', '=', 'changemobile')
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    async useTicket(id: number, now: number) {
      const result = await db
        .updateTable('account_tickets')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type AccountRepository = ReturnType<typeof accountRepository>;
export type ProfileRow = Awaited<ReturnType<AccountRepository['profileById']>>;
