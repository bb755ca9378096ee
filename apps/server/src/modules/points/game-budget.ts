import type { Kysely } from 'kysely';
import { randomInt } from 'node:crypto';
import { ownTables, type Connection } from '../../db/connection';
import { forUpdate } from '../../db/dialect';
import type { PointsTables } from '../../db/tables/points';
import { AppError } from '../../errors';

/** How many rows a day's payouts are spread over: more than the plays one instance runs at once. */
const SHARDS = 16;

/**
 * The game's daily payout budget, exact under any number of plays at once, without a row every
 * play waits on. A day's payouts are spread over `SHARDS` rows; each row has a share (`cap`) of
 * the day's `budget`, and the shares add up to it. A play pays on a random row when that row's
 * share still covers the top prize: one statement, just before the commit, so plays on other
 * rows never wait for it. When the row cannot, the play is made again on the exact path: it
 * locks all the day's rows (in order, holding no other, so two cannot deadlock), refuses if the
 * whole day cannot cover the top prize (the rule as it always was), or pays and shares what is
 * left of the budget out again. Near the day's end every play takes that path, one at a time.
 */
export function gameBudget(connection: Connection) {
  const db = ownTables<PointsTables>(connection);
  return {
    /** Prize points paid out on `day`. */
    async paid(day: string): Promise<number> {
      const row = await db
        .selectFrom('game_budget_shards')
        .select((eb) => eb.fn.sum<number>('paid').as('paid'))
        .where('day', '=', day)
        .executeTakeFirst();
      return Number(row?.paid ?? 0);
    },

    /**
     * Inside the play's transaction, as its last statement: adds `prize` to the day's payouts
     * while the day can still cover `top`, or refuses with `gameBudgetSpent`. Without `exact`,
     * only on a row whose share covers it; when none does, `ExactPayoutNeeded` asks the caller to
     * roll back and play again with `exact`. A row the failed attempt waited on may stay locked
     * by it (PostgreSQL keeps the lock of a row it re-checked and skipped), and locking the
     * others after it could deadlock with another exact payout: rolled back, it holds nothing.
     */
    async payOut(
      trxGiven: Connection,
      day: string,
      { prize, top, budget, exact }: { prize: number; top: number; budget: number; exact: boolean },
    ) {
      const trx = ownTables<PointsTables>(trxGiven);
      if (top > budget) throw new AppError('gameBudgetSpent');
      if (exact) return shareAgain(trx, day, prize, top, budget);
      const paid = await trx
        .updateTable('game_budget_shards')
        .set((eb) => ({ paid: eb('paid', '+', prize) }))
        .where('day', '=', day)
        .where('shard', '=', randomInt(SHARDS))
        .where('budget', '=', budget)
        .where((eb) => eb(eb('paid', '+', top), '<=', eb.ref('cap')))
        .returning('paid')
        .executeTakeFirst();
      if (!paid) throw new ExactPayoutNeeded();
    },
  };
}

/** No row's share covered the prize: the play is to be made again, paid on the exact path. */
export class ExactPayoutNeeded extends Error {
  constructor() {
    super('the payout needs the exact path');
  }
}

/** The exact path: all the day's rows locked, the prize paid, the rest of the budget shared. */
async function shareAgain(
  trx: Kysely<PointsTables>,
  day: string,
  prize: number,
  top: number,
  budget: number,
) {
  await trx
    .insertInto('game_budget_shards')
    .values(Array.from({ length: SHARDS }, (_, shard) => ({ day, shard, paid: 0, cap: 0, budget })))
    .onConflict((oc) => oc.columns(['day', 'shard']).doNothing())
    .execute();
  const rows = await forUpdate(
    trx,
    trx
      .selectFrom('game_budget_shards')
      .select(['shard', 'paid'])
      .where('day', '=', day)
      .orderBy('shard'),
  ).execute();
  const paid = rows.reduce((sum, row) => sum + Number(row.paid), 0);
  if (paid + top > budget) throw new AppError('gameBudgetSpent');
  const left = budget - paid - prize;
  const each = Math.floor(left / SHARDS);
  const extra = left - each * SHARDS;
  const payer = rows[0]?.shard ?? 0;
  await trx
    .updateTable('game_budget_shards')
    .set((eb) => {
      const prizeHere = eb.case().when('shard', '=', payer).then(prize).else(0).end();
      const share = eb
        .case()
        .when('shard', '<', extra)
        .then(each + 1)
        .else(each)
        .end();
      return {
        paid: eb('paid', '+', prizeHere),
        cap: eb(eb('paid', '+', prizeHere), '+', share),
        budget,
      };
    })
    .where('day', '=', day)
    .execute();
}
