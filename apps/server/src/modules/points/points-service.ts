import type { LedgerReason } from '@atelier/contract/points-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { pageOffset } from '../../lib/paging';
import { toIso } from '../../lib/time';

/** Why a balance changed; each ledger row names one. */
export type PointsReason = LedgerReason;

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`a points amount is a whole number >= 0, not ${amount}`);
  }
}

/**
 * Usable points (`users.score`) change only here, each change in one conditional statement
 * followed by a ledger row with the balance it left, inside the caller's transaction: so a
 * balance never goes below zero however many payments race, and the ledger explains it.
 */
export function pointsService(db: Kysely<Database>) {
  async function record(
    trx: Kysely<Database>,
    userId: number,
    delta: number,
    balanceAfter: number,
    reason: PointsReason,
    ref: string,
    now: number,
    { note = '', version = null }: { note?: string; version?: number | null } = {},
  ): Promise<void> {
    await trx
      .insertInto('points_ledger')
      .values({
        user_id: userId,
        delta,
        balance_after: balanceAfter,
        reason,
        ref,
        note,
        config_version: version,
        created_at: now,
      })
      .execute();
  }

  async function balanceIn(trx: Kysely<Database>, userId: number): Promise<number> {
    const row = await trx
      .selectFrom('users')
      .select('score')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.score ?? 0;
  }

  return {
    /** Takes `amount` points, or refuses with insufficientPoints; answers the new balance. */
    async spend(
      trx: Kysely<Database>,
      userId: number,
      amount: number,
      reason: PointsReason,
      ref: string,
      now: number,
      { version = null }: { version?: number | null } = {},
    ): Promise<number> {
      checkAmount(amount);
      if (amount === 0) return balanceIn(trx, userId);
      const row = await trx
        .updateTable('users')
        .set((eb) => ({ score: eb('score', '-', amount) }))
        .where('id', '=', userId)
        .where('score', '>=', amount)
        .returning('score')
        .executeTakeFirst();
      if (!row) throw new AppError('insufficientPoints');
      await record(trx, userId, -amount, row.score, reason, ref, now, { version });
      return row.score;
    },

    /**
     * Gives `amount` points; `earned` ones (a completed order's reward) also count towards the
     * cumulative total, while a refund only gives back what was spent. Answers the new balance.
     */
    async credit(
      trx: Kysely<Database>,
      userId: number,
      amount: number,
      reason: PointsReason,
      ref: string,
      now: number,
      { earned, version = null }: { earned: boolean; version?: number | null },
    ): Promise<number> {
      checkAmount(amount);
      if (amount === 0) return balanceIn(trx, userId);
      const row = await trx
        .updateTable('users')
        .set((eb) =>
          earned
            ? { score: eb('score', '+', amount), score_total: eb('score_total', '+', amount) }
            : { score: eb('score', '+', amount) },
        )
        .where('id', '=', userId)
        .returning('score')
        .executeTakeFirst();
      if (!row) throw new Error(`no user ${userId} to credit points to`);
      await record(trx, userId, amount, row.score, reason, ref, now, { version });
      return row.score;
    },

    /**
     * A staff member's adjustment by hand, in one conditional statement: taking points never
     * leaves a balance below zero however many adjustments race; adding them also raises the
     * cumulative total. Answers the new balance and total, or null when too few points are left.
     */
    async adjust(
      trx: Kysely<Database>,
      userId: number,
      delta: number,
      { ref, note, now }: { ref: string; note: string; now: number },
    ): Promise<{ score: number; score_total: number } | null> {
      if (!Number.isSafeInteger(delta) || delta === 0) {
        throw new RangeError(`an adjustment is a non-zero whole number, not ${delta}`);
      }
      const row = await trx
        .updateTable('users')
        .set((eb) =>
          delta > 0
            ? { score: eb('score', '+', delta), score_total: eb('score_total', '+', delta) }
            : { score: eb('score', '+', delta) },
        )
        .where('id', '=', userId)
        .where('score', '>=', Math.max(0, -delta))
        .returning(['score', 'score_total'])
        .executeTakeFirst();
      if (!row) return null;
      await record(trx, userId, delta, row.score, 'staff_adjust', ref, now, { note });
      return row;
    },

    /** A user's ledger, newest first, a page at a time. */
    async ledger(userId: number, { page, limit }: { page: number; limit: number }) {
      const query = db.selectFrom('points_ledger').where('user_id', '=', userId);
      const [rows, count] = await Promise.all([
        query
          .select(['id', 'delta', 'balance_after', 'reason', 'ref', 'note', 'created_at'])
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(pageOffset({ page, limit }))
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        list: rows.map((row) => ({ ...row, created_at: toIso(row.created_at) })),
        total: Number(count.total),
        page,
        limit,
      };
    },

    /** The user's usable points now. */
    balance(userId: number): Promise<number> {
      return balanceIn(db, userId);
    },
  };
}
export type PointsService = ReturnType<typeof pointsService>;
