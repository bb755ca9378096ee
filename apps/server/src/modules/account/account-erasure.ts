import { ownTables, type Connection } from '../../db/connection';
import { CANCELLED_NICKNAME } from '@atelier/contract/privacy-codes';
import type { AccountTables } from '../../db/tables/account';
import { accountRepository } from './account-repository';

/*
 * The account module's part of personal data the customer controls: the cancellation's dates on
 * the user row, the erasure of the account's own rows, and the purge of dead credentials.
 */

/**
 * The account's side of cancelling: the dates on the user row. A cancelled account waits out its
 * cooling-off period (`erase_after`); signing in meanwhile may withdraw the cancellation.
 */
export function accountCancellation(dbGiven: Connection) {
  const db = ownTables<AccountTables>(dbGiven);
  return {
    /** What signing in must know: disabled by staff, cancelled by the owner, or erased. */
    signInState(userId: number) {
      return db
        .selectFrom('users')
        .select(['disabled_at', 'cancel_requested_at', 'erase_after', 'erased_at'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    },

    /**
     * Marks the account cancelled and ends every session, unless it already is cancelled;
     * answers whether it did. Run it in the caller's transaction.
     */
    async request(userId: number, now: number, eraseAfter: number): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ cancel_requested_at: now, erase_after: eraseAfter, updated_at: now })
        .where('id', '=', userId)
        .where('cancel_requested_at', 'is', null)
        .where('erased_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await accountRepository(db).revokeSessionsOf(userId, now);
      return true;
    },

    /** Withdraws a cancellation still in its cooling-off period; answers whether it did. */
    async restore(userId: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ cancel_requested_at: null, erase_after: null, updated_at: now })
        .where('id', '=', userId)
        .where('erased_at', 'is', null)
        .where('erase_after', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Accounts in their cooling-off period, the soonest erasure first. */
    async pending(offset: number, limit: number) {
      const base = db
        .selectFrom('users')
        .where('cancel_requested_at', 'is not', null)
        .where('erased_at', 'is', null);
      const [rows, count] = await Promise.all([
        base
          .select(['id', 'username', 'nickname', 'cancel_requested_at', 'erase_after'])
          .orderBy('erase_after')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** Cancelled accounts whose cooling-off period is over and which are not yet erased. */
    async due(now: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('erase_after', '<=', now)
        .where('erased_at', 'is', null)
        .orderBy('erase_after')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },
  };
}
export type AccountCancellation = ReturnType<typeof accountCancellation>;

/** No password hashes to this, so nothing signs in with it. */
const UNUSABLE_PASSWORD = '!erased';

/**
 * The user name an erased account keeps: its old one is free to register again, and this one
 * can never be registered (a hyphen is outside the user-name format), so it is always free.
 */
export const erasedUsername = (userId: number) => `erased-${userId}`;

/**
 * The account's part of erasing it, and the claim that makes an erasure happen once: the user
 * row is taken by a conditional update (due, not yet erased), so of several instances running
 * the job at once only one goes on; the others' transactions find nothing to do.
 */
export function accountErasure() {
  return {
    /** Claims and erases the user row; null when it is not due or another run took it. */
    async claim(trxGiven: Connection, userId: number, now: number) {
      const trx = ownTables<AccountTables>(trxGiven);
      const before = await trx
        .selectFrom('users')
        .select(['mobile', 'avatar'])
        .where('id', '=', userId)
        .where('erased_at', 'is', null)
        .where('erase_after', '<=', now)
        .executeTakeFirst();
      if (!before) return null;
      const claimed = await trx
        .updateTable('users')
        .set({
          username: erasedUsername(userId),
          nickname: CANCELLED_NICKNAME['zh-cn'],
          avatar: '',
          mobile: null,
          password_hash: UNUSABLE_PASSWORD,
          gender: 'unknown',
          birthday: null,
          login_failures: 0,
          login_failed_at: null,
          locked_until: null,
          disabled_reason: null,
          community_joined_at: null,
          erased_at: now,
          updated_at: now,
        })
        .where('id', '=', userId)
        .where('erased_at', 'is', null)
        .where('erase_after', '<=', now)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return null;
      return { mobile: before.mobile, avatar: before.avatar };
    },

    /** Sessions, addresses, tickets, QR sign-ins and the SMS records of the account's number. */
    async erase(trxGiven: Connection, userId: number, mobile: string | null) {
      const trx = ownTables<AccountTables>(trxGiven);
      const count = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
      const sessions = await trx
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const addresses = await trx
        .deleteFrom('addresses')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      await trx.deleteFrom('account_tickets').where('user_id', '=', userId).execute();
      await trx.deleteFrom('qr_logins').where('user_id', '=', userId).execute();
      let sms = 0;
      if (mobile) {
        sms += count(
          await trx.deleteFrom('sms_codes').where('mobile', '=', mobile).executeTakeFirst(),
        );
        sms += count(
          await trx.deleteFrom('sms_outbox').where('mobile', '=', mobile).executeTakeFirst(),
        );
        await trx.deleteFrom('sms_senders').where('mobile', '=', mobile).execute();
      }
      return { sessions: count(sessions), addresses: count(addresses), sms };
    },
  };
}

/**
 * What the account module keeps only while it is useful: SMS codes and sessions gone a day past
 * their end (the day leaves room to answer a question about them), and tickets and QR sign-ins
 * past their end. Plain deletes of dead rows: running twice, or on two instances, is harmless.
 */
export async function purgeExpiredAccountRows(dbGiven: Connection, now: number, graceMs: number) {
  const db = ownTables<AccountTables>(dbGiven);
  const before = now - graceMs;
  const count = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
  const sms = await db.deleteFrom('sms_codes').where('expires_at', '<', before).executeTakeFirst();
  const outbox = await db
    .deleteFrom('sms_outbox')
    .where('created_at', '<', before)
    .executeTakeFirst();
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst();
  const tickets = await db
    .deleteFrom('account_tickets')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  const qr = await db.deleteFrom('qr_logins').where('expires_at', '<', now).executeTakeFirst();
  return {
    sms: count(sms) + count(outbox),
    sessions: count(sessions),
    account_tickets: count(tickets),
    qr_logins: count(qr),
  };
}
