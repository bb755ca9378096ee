import { ownTables, type Connection } from '../../db/connection';
import {
  isStaff,
  MOBILE_PATTERN,
  ORDER_STATUSES,
  type ActionOutput,
  type ActionParams,
  type Lang,
  type SmsEvent,
} from '@atelier/contract';
import { isUniqueViolation } from '../../db/dialect';
import type { AccountTables } from '../../db/tables/account';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { SmsService } from './sms-service';
import { accountRepository } from './account-repository';
import type { AuthUser } from '../../kernel/identity';
import { hashPassword, verifyPassword } from './passwords';
import { toProfile } from './profile';
import { hashToken, newToken } from './tokens';
import { minuteIn, toIso } from '../../lib/time';
import { accountCancellation } from './account-erasure';

/** Signing in to an account in its cooling-off period, without asking to restore it. */
class CancelPending extends Error {
  constructor(readonly eraseAfter: number) {
    super('accountCancelPending');
  }
}
type SignedIn = ActionOutput<'login'>;

/** Lockout: this many wrong passwords within the window lock the account for as long. */
export const lockoutRules = { failures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;
const TICKET_TTL_MS = 10 * 60_000;

// Verified when the account does not exist, so a wrong name costs as long as a wrong password.
// Made on the first such sign-in rather than at start-up.
let absentUserHash: Promise<string> | undefined;

const minutesUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 60_000));

export function accountService(
  dbGiven: Connection,
  sms: SmsService,
  tokenTtlMs: number,
  clock: Clock,
  /** The shop's time zone: a refusal names the erasure date as the shop's clock shows it. */
  timeZone: () => Promise<string> = () => Promise.resolve('Asia/Shanghai'),
) {
  const db = ownTables<AccountTables>(dbGiven);
  const repo = accountRepository(db);

  /**
   * Every way in (password, SMS code, QR code) ends here, so a disabled account stops here, and
   * so does one its owner cancelled: during the cooling-off period only `restore` lets them in
   * (withdrawing the cancellation); after it, nobody. Callers check the password or code first,
   * so the cancellation is told only to whoever proved they own the account.
   */
  async function signIn(userId: number, trx = db, restore = false): Promise<SignedIn> {
    const r = trx === db ? repo : accountRepository(trx);
    const cancellation = accountCancellation(trx);
    const state = await cancellation.signInState(userId);
    if (state.disabled_at !== null) throw new AppError('accountDisabled');
    const now = clock.now();
    if (state.erased_at !== null || (state.erase_after !== null && state.erase_after <= now)) {
      throw new AppError('accountErased');
    }
    if (state.erase_after !== null) {
      if (!restore) throw new CancelPending(state.erase_after);
      if (!(await cancellation.restore(userId, now))) throw new AppError('accountErased');
    }
    const token = newToken();
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
    wrong: 'badCredentials' | 'oldPasswordWrong' | 'passwordWrong',
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

  /**
   * A sign-in refused for a pending cancellation names the erasure date on the shop's clock,
   * read here, after the sign-in's transaction has ended.
   */
  async function namingErasureDate<T>(signingIn: Promise<T>): Promise<T> {
    try {
      return await signingIn;
    } catch (err) {
      if (!(err instanceof CancelPending)) throw err;
      throw new AppError('accountCancelPending', {
        date: minuteIn(err.eraseAfter, await timeZone()),
      });
    }
  }

  async function logInWithPassword(input: ActionParams<'login'>): Promise<SignedIn> {
    const column = MOBILE_PATTERN.test(input.account) ? 'mobile' : 'username';
    const user = await repo.credentialsBy(column, input.account);
    if (!user) {
      absentUserHash ??= hashPassword('no such account, no such password 0');
      await verifyPassword(await absentUserHash, input.password);
      throw new AppError('badCredentials');
    }
    await guessPassword(user.id, user.password_hash, input.password, 'badCredentials');
    if (input.scope === 'admin' && !isStaff(user.role)) throw new AppError('notAdmin');
    return namingErasureDate(signIn(user.id, db, input.restore));
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

    /** The QR sign-in's way in: no restoring there, the refusal says how. */
    openSession: (userId: number) => namingErasureDate(signIn(userId)),

    /** Sends a code once the number suits the event; who may ask depends on the event. */
    async sendCode(user: AuthUser | null, mobile: string, event: SmsEvent, lang: Lang) {
      if (event === 'register') await refuseTakenMobile(mobile);
      if (event === 'mobilelogin' || event === 'resetpwd') await userIdByMobile(mobile);
      if (event === 'verify' || event === 'changemobile' || event === 'cancelaccount') {
        if (!user) throw new AppError('unauthorized', {}, 401);
        if (event !== 'changemobile' && user.mobile !== mobile) {
          throw new AppError('smsWrongPhone');
        }
        if (event === 'cancelaccount' && isStaff(user.role)) {
          throw new AppError('cancelStaffAccount');
        }
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
          const { id } = await accountRepository(trx).createUser(
            { ...input, passwordHash },
            clock.now(),
          );
          return signIn(id, trx);
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
      try {
        return await logInWithPassword(input);
      } catch (err) {
        // A shop without an administrator cannot be run from the console: its sign-in says how
        // to make the first one.
        if (input.scope === 'admin' && !(await repo.hasAdministrator())) {
          throw new AppError('noAdministrator');
        }
        throw err;
      }
    },

    async mobileLogin(input: ActionParams<'mobileLogin'>): Promise<SignedIn> {
      const userId = await userIdByMobile(input.mobile);
      // A refusal inside the redemption rolls it back: the code stays good for the restore.
      return namingErasureDate(
        sms.redeem(input.mobile, 'mobilelogin', input.captcha, (trx) =>
          signIn(userId, trx, input.restore),
        ),
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

    /** A signed-in customer proves it is them again (download my data), under the sign-in lockout. */
    async confirmPassword(user: AuthUser, password: string): Promise<void> {
      const { password_hash } = await repo.passwordHash(user.id);
      await guessPassword(user.id, password_hash, password, 'passwordWrong');
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
