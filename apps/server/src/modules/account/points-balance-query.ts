import { ownTables, type Connection } from '../../db/connection';
import { forUpdate, lockRowOrSkip } from '../../db/dialect';
import type { AccountTables } from '../../db/tables/account';

/**
 * The points balance columns of `users` (`score`, `score_total`, `points_unsettled`), which the
 * points module keeps. They stay in the account's table for now (moving live balances is a
 * migration of its own), so the account owns the SQL and the points module runs each statement
 * in its own transaction: a spend stays one conditional statement, and concurrent spends never
 * take a balance below zero.
 */
export const pointsBalance = {
  /** The usable points of `userId` (0 when there is no such user). */
  async score(trxGiven: Connection, userId: number): Promise<number> {
    const trx = ownTables<AccountTables>(trxGiven);
    const row = await trx
      .selectFrom('users')
      .select('score')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.score ?? 0;
  },

  /** The usable points and the cumulative total of an existing user. */
  totals(trxGiven: Connection, userId: number) {
    const trx = ownTables<AccountTables>(trxGiven);
    return trx
      .selectFrom('users')
      .select(['score', 'score_total'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  },

  /**
   * Takes `amount` in one conditional statement, adding it to what the lots still owe; undefined
   * when fewer points are left.
   */
  take(trxGiven: Connection, userId: number, amount: number) {
    const trx = ownTables<AccountTables>(trxGiven);
    return trx
      .updateTable('users')
      .set((eb) => ({
        score: eb('score', '-', amount),
        points_unsettled: eb('points_unsettled', '+', amount),
      }))
      .where('id', '=', userId)
      .where('score', '>=', amount)
      .returning(['score', 'score_total'])
      .executeTakeFirst();
  },

  /**
   * Adds `amount`: earned points also count in the total, a refund is taken off what the lots
   * still owe. Undefined when there is no such user.
   */
  credit(trxGiven: Connection, userId: number, amount: number, earned: boolean) {
    const trx = ownTables<AccountTables>(trxGiven);
    return trx
      .updateTable('users')
      .set((eb) =>
        earned
          ? { score: eb('score', '+', amount), score_total: eb('score_total', '+', amount) }
          : {
              score: eb('score', '+', amount),
              points_unsettled: eb('points_unsettled', '-', amount),
            },
      )
      .where('id', '=', userId)
      .returning('score')
      .executeTakeFirst();
  },

  /**
   * Takes `cost` and adds the earned `prize` in one conditional statement: the balance must cover
   * the cost before the prize counts. Undefined when fewer than `cost` points are left.
   */
  exchange(trxGiven: Connection, userId: number, cost: number, prize: number) {
    const trx = ownTables<AccountTables>(trxGiven);
    return trx
      .updateTable('users')
      .set((eb) => ({
        score: eb(eb('score', '-', cost), '+', prize),
        points_unsettled: eb('points_unsettled', '+', cost),
        score_total: eb('score_total', '+', prize),
      }))
      .where('id', '=', userId)
      .where('score', '>=', cost)
      .returning('score')
      .executeTakeFirst();
  },

  /** Adds granted points to the balance and the total; undefined when there is no such user. */
  grant(trxGiven: Connection, userId: number, amount: number) {
    const trx = ownTables<AccountTables>(trxGiven);
    return trx
      .updateTable('users')
      .set((eb) => ({
        score: eb('score', '+', amount),
        score_total: eb('score_total', '+', amount),
      }))
      .where('id', '=', userId)
      .returning(['score', 'score_total'])
      .executeTakeFirst();
  },

  /** Takes expired points off the balance of an existing user; answers the balance left. */
  expire(trxGiven: Connection, userId: number, amount: number) {
    const trx = ownTables<AccountTables>(trxGiven);
    return trx
      .updateTable('users')
      .set((eb) => ({ score: eb('score', '-', amount) }))
      .where('id', '=', userId)
      .returning('score')
      .executeTakeFirstOrThrow();
  },

  /** Locks the user's row (PostgreSQL); false when another transaction holds it. */
  lockOrSkip(trxGiven: Connection, userId: number): Promise<boolean> {
    const trx = ownTables<AccountTables>(trxGiven);
    return lockRowOrSkip(trx, trx.selectFrom('users').select('id').where('id', '=', userId));
  },

  /** What the lots still owe (locking the row, so one settling runs per user at a time). */
  async unsettledForUpdate(trxGiven: Connection, userId: number): Promise<number> {
    const trx = ownTables<AccountTables>(trxGiven);
    const user = await forUpdate(
      trx,
      trx.selectFrom('users').select('points_unsettled').where('id', '=', userId),
    ).executeTakeFirst();
    return user?.points_unsettled ?? 0;
  },

  /** `settled` points have been taken from (or given back to) the lots. */
  async settled(trxGiven: Connection, userId: number, settled: number): Promise<void> {
    const trx = ownTables<AccountTables>(trxGiven);
    await trx
      .updateTable('users')
      .set((eb) => ({ points_unsettled: eb('points_unsettled', '-', settled) }))
      .where('id', '=', userId)
      .execute();
  },

  /** The points all accounts hold, and how many accounts hold any. */
  async outstanding(dbGiven: Connection) {
    const db = ownTables<AccountTables>(dbGiven);
    const row = await db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('score'), eb.lit(0)).as('points'),
        eb.fn.countAll<number>().as('holders'),
      ])
      .where('score', '>', 0)
      .executeTakeFirstOrThrow();
    return { points: Number(row.points), holders: Number(row.holders) };
  },

  /**
   * Each account's spent points not yet taken from its lots, as a derived table another
   * statement joins (the liability report reads it beside the lots).
   */
  unsettledOf(connection: Connection) {
    return ownTables<AccountTables>(connection)
      .selectFrom('users')
      .select(['users.id', 'users.points_unsettled']);
  },
};
