import {
  isStaff,
  MOBILE_PATTERN,
  ORDER_STATUSES,
  type ActionOutput,
  type ActionParams,
  type Lang,
  type SmsEvent,
} from '@atelier/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { SmsService } from './sms-service';
import { accountRepository, type ProfileRow } from './account-repository';
import { hashPassword, verifyPassword } from './passwords';
import { toProfile } from './profile';
import { hashToken, newToken } from './tokens';
import { toIso } from '../../lib/time';

export type AuthUser = ProfileRow & { session_id: number };
type SignedIn = ActionOutput<'login'>;

/** Lockout: this many wrong passwords within the window lock the account for as long. */
export const lockoutRules = { failures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;
const TICKET_TTL_MS = 10 * 60_000;

// Verified when the account does not exist, so a wrong name costs as long as a wrong password.
// Made on the first such sign-in rather than at start-up.
let absentUserHash: Promise<string> | undefined;

const minutesUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 60_000));

export function accountService(
  db: Kysely<Database>,
  sms: SmsService,
  tokenTtlMs: number,
  clock: Clock,
) {
  const repo = accountRepository(db);

  /** Every way in (password, SMS code, QR code) ends here, so a disabled account stops here. */
  async function signIn(userId: number, r = repo): Promise<SignedIn> {
    if (await r.isDisabled(userId)) throw new AppError('accountDisabled');
    const token = newToken();
    const now = clock.now();
    await r.createSession(userId, hashToken(token), now + tokenTtlMs, now);
    return { userinfo: { ...toProfile(await r.profileById(userId)), token } };
  }

  /**
   * Checks a password under the lockout shared by sign-in and password change. The attempt is
   * reserved before argon2 runs, so however many guesses arrive at once, at most
   * `lockoutRules.failures` are checked in a window; a right password forgives the failures.
   */
  async function guessPassword(
    userId: number,
    stored: string,
    password: string,
    wrong: 'badCredentials' | 'oldPasswordWrong',
  ): Promise<void> {
    const now = clock.now();
    const attempt = await repo.reserveLoginAttempt(userId, now, lockoutRules);
    if (!attempt) {
      // Read after the refusal: a parallel guess may have taken the lock after `now`.
      const { locked_until } = await repo.lockedUntil(userId);
      const since = clock.now();
      const until = locked_until ?? since + lockoutRules.lockMs;
      throw new AppError('accountLocked', { minutes: minutesUntil(until, since) });
    }
    if (await verifyPassword(stored, password)) {
      await repo.clearLoginFailures(userId);
      return;
    }
    // This guess filled the window: the account is locked from now on.
    if (attempt.locked_until !== null && attempt.locked_until > now) {
      throw new AppError('accountLocked', { minutes: minutesUntil(attempt.locked_until, now) });
    }
    throw new AppError(wrong);
  }

  async function userIdByMobile(mobile: string): Promise<number> {
    const row = await repo.idByMobile(mobile);
    if (!row) throw new AppError('mobileUnknown');
    return row.id;
  }

  async function refuseTakenMobile(mobile: string): Promise<void> {
    if (await repo.idByMobile(mobile)) throw new AppError('mobileTaken');
  }

  return {
    async userForToken(token: string): Promise<AuthUser | null> {
      return (await repo.userBySessionToken(hashToken(token), clock.now())) ?? null;
    },

    openSession: signIn,

    /** Sends a code once the number suits the event; who may ask depends on the event. */
    async sendCode(user: AuthUser | null, mobile: string, event: SmsEvent, lang: Lang) {
      if (event === 'register') await refuseTakenMobile(mobile);
      if (event === 'mobilelogin' || event === 'resetpwd') await userIdByMobile(mobile);
      if (event === 'verify' || event === 'changemobile') {
        if (!user) throw new AppError('unauthorized', {}, 401);
        if (event === 'verify' && user.mobile !== mobile) throw new AppError('smsWrongPhone');
        if (event === 'changemobile') {
          if (user.mobile === mobile) throw new AppError('mobileSame');
          await refuseTakenMobile(mobile);
        }
      }
      return sms.send(mobile, event, lang);
    },

    async register(input: ActionParams<'register'>): Promise<SignedIn> {
      if (await repo.idByUsername(input.username)) throw new AppError('usernameTaken');
      await refuseTakenMobile(input.mobile);
      const passwordHash = await hashPassword(input.password);
      try {
        return await sms.redeem(input.mobile, 'register', input.captcha, async (trx) => {
          const r = accountRepository(trx);
          const { id } = await r.createUser({ ...input, passwordHash }, clock.now());
          return signIn(id, r);
        });
      } catch (err) {
        // Someone took the name or number between the check and the insert.
        if (!isUniqueViolation(err)) throw err;
        throw (await repo.idByUsername(input.username))
          ? new AppError('usernameTaken')
          : new AppError('mobileTaken');
      }
    },

    async login(input: ActionParams<'login'>): Promise<SignedIn> {
      const column = MOBILE_PATTERN.test(input.account) ? 'mobile' : 'username';
      const user = await repo.credentialsBy(column, input.account);
      if (!user) {
        absentUserHash ??= hashPassword('no such account, no such password 0');
        await verifyPassword(await absentUserHash, input.password);
        throw new AppError('badCredentials');
      }
      await guessPassword(user.id, user.password_hash, input.password, 'badCredentials');
      if (input.scope === 'admin' && !isStaff(user.role)) throw new AppError('notAdmin');
      return signIn(user.id);
    },

    async mobileLogin(input: ActionParams<'mobileLogin'>): Promise<SignedIn> {
      const userId = await userIdByMobile(input.mobile);
      return sms.redeem(input.mobile, 'mobilelogin', input.captcha, (trx) =>
        signIn(userId, accountRepository(trx)),
      );
    },

    /** A new password by SMS; every session ends, and any lock is lifted. */
    async resetPassword(input: ActionParams<'resetPwd'>): Promise<void> {
      const userId = await userIdByMobile(input.mobile);
      const passwordHash = await hashPassword(input.password);
      await sms.redeem(input.mobile, 'resetpwd', input.captcha, async (trx) => {
        const r = accountRepository(trx);
        const now = clock.now();
        await r.updateUser(userId, { password_hash: passwordHash }, now);
        await r.clearLoginFailures(userId);
        await r.revokeSessionsOf(userId, now);
      });
    },

    async logout(user: AuthUser): Promise<void> {
      await repo.revokeSession(user.session_id, clock.now());
    },

    async changePassword(user: AuthUser, input: ActionParams<'passwordUpdate'>): Promise<void> {
      const { password_hash } = await repo.passwordHash(user.id);
      await guessPassword(user.id, password_hash, input.old_password, 'oldPasswordWrong');
      if (input.new_password === input.old_password) throw new AppError('passwordUnchanged');
      const passwordHash = await hashPassword(input.new_password);
      await db.transaction().execute(async (trx) => {
        const r = accountRepository(trx);
        const now = clock.now();
        await r.updateUser(user.id, { password_hash: passwordHash }, now);
        await r.revokeSessionsOf(user.id, now, user.session_id);
      });
    },

    /** Step one of a phone rebind: the current phone's code buys a ten-minute ticket. */
    async verifyCurrentMobile(user: AuthUser, captcha: string) {
      if (!user.mobile) throw new AppError('smsWrongPhone');
      const ticket = newToken();
      const expiresAt = clock.now() + TICKET_TTL_MS;
      await sms.redeem(user.mobile, 'verify', captcha, (trx) =>
        accountRepository(trx).createTicket(user.id, hashToken(ticket), expiresAt, clock.now()),
      );
      return { ticket, expires_at: toIso(expiresAt) };
    },

    /** Step two: the ticket and the new phone's code; other sessions end. */
    async changeMobile(user: AuthUser, input: ActionParams<'mobileUpdate'>) {
      const ticket = await repo.liveTicket(user.id, hashToken(input.ticket), clock.now());
      if (!ticket) throw new AppError('ticketInvalid');
      if (input.mobile === user.mobile) throw new AppError('mobileSame');
      await refuseTakenMobile(input.mobile);
      try {
        await sms.redeem(input.mobile, 'changemobile', input.captcha, async (trx) => {
          const r = accountRepository(trx);
          const now = clock.now();
          if (!(await r.useTicket(ticket.id, now))) throw new AppError('ticketInvalid');
          await r.updateUser(user.id, { mobile: input.mobile }, now);
          await r.revokeSessionsOf(user.id, now, user.session_id);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('mobileTaken');
        throw err;
      }
      return toProfile(await repo.profileById(user.id));
    },

    async updateProfile(user: AuthUser, patch: ActionParams<'userInfoUpdate'>) {
      const changes = Object.fromEntries(
        Object.entries(patch).filter(([, value]) => value !== undefined),
      ) as Parameters<typeof repo.updateUser>[1];
      if (Object.keys(changes).length > 0) await repo.updateUser(user.id, changes, clock.now());
      return toProfile(await repo.profileById(user.id));
    },

    async setAvatar(userId: number, avatar: string) {
      await repo.updateUser(userId, { avatar }, clock.now());
      return toProfile(await repo.profileById(userId));
    },

    /** The personal-centre summary. No order exists before the commerce module adds them. */
    async centre(user: AuthUser): Promise<ActionOutput<'userCenter'>> {
      const orders = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
        (typeof ORDER_STATUSES)[number],
        number
      >;
      return { user: toProfile(user), orders };
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
