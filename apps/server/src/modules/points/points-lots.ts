import type { Kysely } from 'kysely';
import type { PointsTables } from '../../db/tables/points';
import { pointsBalance } from '../account/points-balance-query';

const BATCH = 100;

/**
 * The lots a customer's points are held in. Spends and refunds only move
 * `users.points_unsettled`; settling takes that from the lots: a positive amount from the oldest
 * lots first, a negative one (a refund after settling) back into the most recently taken lots
 * still running, and what does not fit into a new lot that never expires.
 */
export function pointsLots() {
  /** Takes up to `amount` from the oldest lots; answers what was taken. */
  async function takeOldest(trx: Kysely<PointsTables>, userId: number, amount: number) {
    let left = amount;
    let after = 0;
    while (left > 0) {
      const batch = await trx
        .selectFrom('points_lots')
        .select(['id', 'remaining'])
        .where('user_id', '=', userId)
        .where('remaining', '>', 0)
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (batch.length === 0) break;
      for (const lot of batch) {
        after = lot.id;
        const taken = Math.min(left, lot.remaining);
        await trx
          .updateTable('points_lots')
          .set((eb) => ({ remaining: eb('remaining', '-', taken) }))
          .where('id', '=', lot.id)
          .execute();
        left -= taken;
        if (left === 0) break;
      }
    }
    return amount - left;
  }

  /** Puts `amount` back into the most recently taken lots still running, the rest in a new lot. */
  async function giveBack(trx: Kysely<PointsTables>, userId: number, amount: number, now: number) {
    let left = amount;
    const taken = await trx
      .selectFrom('points_lots')
      .select(['id', 'amount', 'remaining'])
      .where('user_id', '=', userId)
      .whereRef('remaining', '<', 'amount')
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .orderBy('id', 'desc')
      .limit(BATCH)
      .execute();
    for (const lot of taken) {
      const put = Math.min(left, lot.amount - lot.remaining);
      await trx
        .updateTable('points_lots')
        .set((eb) => ({ remaining: eb('remaining', '+', put) }))
        .where('id', '=', lot.id)
        .execute();
      left -= put;
      if (left === 0) break;
    }
    if (left > 0) {
      await trx
        .insertInto('points_lots')
        .values({
          user_id: userId,
          amount: left,
          remaining: left,
          ledger_id: null,
          created_at: now,
          expires_at: null,
        })
        .execute();
    }
  }

  return {
    /** Inside a transaction: brings the user's lots in line with what was spent and refunded. */
    async settle(trx: Kysely<PointsTables>, userId: number, now: number): Promise<void> {
      // One settling per customer at a time.
      const unsettled = await pointsBalance.unsettledForUpdate(trx, userId);
      if (unsettled === 0) return;
      let settled = unsettled;
      if (unsettled > 0) settled = await takeOldest(trx, userId, unsettled);
      else await giveBack(trx, userId, -unsettled, now);
      if (settled === 0) return;
      await pointsBalance.settled(trx, userId, settled);
    },

    /** Inside a transaction, after settling: empties the lots due by `now`; answers the points. */
    async expire(trx: Kysely<PointsTables>, userId: number, now: number): Promise<number> {
      const due = await trx
        .selectFrom('points_lots')
        .select(['id', 'remaining'])
        .where('user_id', '=', userId)
        .where('expires_at', '<=', now)
        .where('remaining', '>', 0)
        .execute();
      if (due.length === 0) return 0;
      await trx
        .updateTable('points_lots')
        .set({ remaining: 0 })
        .where(
          'id',
          'in',
          due.map((lot) => lot.id),
        )
        .execute();
      return due.reduce((sum, lot) => sum + lot.remaining, 0);
    },
  };
}
