import { ownTables, type Connection } from '../../db/connection';
import { scoreRules } from '@atelier/contract';
import type { LedgerReason } from '@atelier/contract/points-codes';
import { pagedList } from '../../db/paged-list';
import type { PointsTables } from '../../db/tables/points';
import { AppError } from '../../errors';
import { toIso } from '../../lib/time';
import { pointsBalance } from '../account/points-balance-query';
import type { SettingsRepository } from '../settings/settings-repository';
import { lotExpiry } from './lot-expiry';
import { pointsLots } from './points-lots';
import type { PointsConfig, Rules } from './points-config';
import type { RankBoard } from './rank-board';

/** Why a balance changed; each ledger row names one. */
export type PointsReason = LedgerReason;
export type ScoreRules = Rules<'score'>;

/**
 * How a credit counts: points `earned` (sign-in, a prize, a completed order, a staff grant) make
 * a new lot expiring by `expiry` and count in the cumulative total and the rank lists; a refund
 * (`earned: false`) gives back what was spent. Without `expiry`, the rules in force decide.
 */
export type CreditOptions =
  | {
      earned: true;
      version?: number | null;
      expiry?: ScoreRules['expiry'];
      /** The shop's time zone (lot expiry, rank weeks), when the caller has it at hand. */
      timeZone?: string;
    }
  | { earned: false; version?: number | null };

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`a points amount is a whole number >= 0, not ${amount}`);
  }
}

/**
 * Usable points (`users.score`) change only here, each change in one conditional statement
 * followed by a ledger row with the balance it left, inside the caller's transaction: so a
 * balance never goes below zero however many payments race, and the ledger explains it.
 *
 * Points are held in lots (one per earning) that are spent and expire oldest first. A spend
 * stays one statement: it only adds to `users.points_unsettled`, which is taken from the lots
 * (see `points-lots.ts`) before they are read or expired, so that
 * `score = SUM(lots.remaining) - points_unsettled` always holds.
 */
export function pointsService(
  dbGiven: Connection,
  deps: { settings: SettingsRepository; pointsConfig: PointsConfig; rankBoard: RankBoard },
) {
  const db = ownTables<PointsTables>(dbGiven);
  const lots = pointsLots();

  interface Entry {
    delta: number;
    balanceAfter: number;
    reason: PointsReason;
  }

  /** Ledger rows for `entries`, in one statement; answers their ids in the same order. */
  async function record(
    trxGiven: Connection,
    userId: number,
    entries: Entry[],
    ref: string,
    now: number,
    { note = '', version = null }: { note?: string; version?: number | null } = {},
  ): Promise<number[]> {
    const trx = ownTables<PointsTables>(trxGiven);
    const rows = await trx
      .insertInto('points_ledger')
      .values(
        entries.map((entry) => ({
          user_id: userId,
          delta: entry.delta,
          balance_after: entry.balanceAfter,
          reason: entry.reason,
          ref,
          note,
          config_version: version,
          created_at: now,
        })),
      )
      .returning(['id', 'reason'])
      .execute();
    // Matched by reason, each entry's own: the order rows come back in is not promised.
    return entries.map((entry) => Number(rows.find((row) => row.reason === entry.reason)?.id));
  }

  /** One ledger row; answers its id. */
  async function recordOne(
    trx: Connection,
    userId: number,
    delta: number,
    balanceAfter: number,
    reason: PointsReason,
    ref: string,
    now: number,
    options: { note?: string; version?: number | null } = {},
  ): Promise<number> {
    const [id] = await record(trx, userId, [{ delta, balanceAfter, reason }], ref, now, options);
    return id ?? 0;
  }

  function balanceIn(trxGiven: Connection, userId: number): Promise<number> {
    const trx = ownTables<PointsTables>(trxGiven);
    return pointsBalance.score(trx, userId);
  }

  /** Points just earned: their lot, and their place in the rank lists. */
  async function earned(
    trxGiven: Connection,
    userId: number,
    amount: number,
    ledgerId: number,
    now: number,
    expiry: ScoreRules['expiry'] | undefined,
    timeZone?: string,
  ): Promise<void> {
    const trx = ownTables<PointsTables>(trxGiven);
    const zone = timeZone ?? (await deps.settings.within(trx).shop()).time_zone;
    const policy = expiry ?? (await deps.pointsConfig.current('score', trx)).expiry;
    await trx
      .insertInto('points_lots')
      .values({
        user_id: userId,
        amount,
        remaining: amount,
        ledger_id: ledgerId,
        created_at: now,
        expires_at: lotExpiry(now, policy, zone),
      })
      .execute();
    await deps.rankBoard.add(trx, userId, amount, ledgerId, now, zone);
  }

  /** A spend in one conditional statement; the lots are settled later. */
  function take(trxGiven: Connection, userId: number, amount: number) {
    const trx = ownTables<PointsTables>(trxGiven);
    return pointsBalance.take(trx, userId, amount);
  }

  return {
    /** Takes `amount` points, or refuses with insufficientPoints; answers the new balance. */
    async spend(
      trxGiven: Connection,
      userId: number,
      amount: number,
      reason: PointsReason,
      ref: string,
      now: number,
      { version = null }: { version?: number | null } = {},
    ): Promise<number> {
      const trx = ownTables<PointsTables>(trxGiven);
      checkAmount(amount);
      if (amount === 0) return balanceIn(trx, userId);
      const row = await take(trx, userId, amount);
      if (!row) throw new AppError('insufficientPoints');
      await recordOne(trx, userId, -amount, row.score, reason, ref, now, { version });
      return row.score;
    },

    /**
     * Gives `amount` points; `earned` ones also count towards the cumulative total and the rank
     * lists and make a new lot, while a refund only gives back what was spent (the lots it was
     * taken from get it back). Answers the new balance.
     */
    async credit(
      trxGiven: Connection,
      userId: number,
      amount: number,
      reason: PointsReason,
      ref: string,
      now: number,
      options: CreditOptions,
    ): Promise<number> {
      const trx = ownTables<PointsTables>(trxGiven);
      checkAmount(amount);
      if (amount === 0) return balanceIn(trx, userId);
      const row = await pointsBalance.credit(trx, userId, amount, options.earned);
      if (!row) throw new Error(`no user ${userId} to credit points to`);
      const version = options.version ?? null;
      const ledgerId = await recordOne(trx, userId, amount, row.score, reason, ref, now, {
        version,
      });
      if (options.earned) {
        await earned(trx, userId, amount, ledgerId, now, options.expiry, options.timeZone);
      }
      return row.score;
    },

    /**
     * A spend and an earning at once (a game play: its cost, then its prize) in one balance
     * statement and one ledger statement: refused with insufficientPoints when the balance cannot
     * cover the cost, whatever the prize. Answers the new balance.
     */
    async exchange(
      trxGiven: Connection,
      userId: number,
      spent: { amount: number; reason: PointsReason },
      won: { amount: number; reason: PointsReason; expiry: ScoreRules['expiry']; timeZone: string },
      { ref, now, version }: { ref: string; now: number; version: number },
    ): Promise<number> {
      const trx = ownTables<PointsTables>(trxGiven);
      checkAmount(spent.amount);
      checkAmount(won.amount);
      const row = await pointsBalance.exchange(trx, userId, spent.amount, won.amount);
      if (!row) throw new AppError('insufficientPoints');
      const entries = [
        { delta: -spent.amount, balanceAfter: row.score - won.amount, reason: spent.reason },
        { delta: won.amount, balanceAfter: row.score, reason: won.reason },
      ].filter((entry) => entry.delta !== 0);
      if (entries.length === 0) return row.score;
      const ids = await record(trx, userId, entries, ref, now, { version });
      if (won.amount > 0) {
        await earned(
          trx,
          userId,
          won.amount,
          ids[entries.length - 1] ?? 0,
          now,
          won.expiry,
          won.timeZone,
        );
      }
      return row.score;
    },

    /**
     * A staff member's adjustment by hand: taking points is a spend (never below zero however
     * many adjustments race); adding them is a grant, earned like any other points under the
     * rules in force. Answers the new balance and total, or null when too few points are left.
     */
    async adjust(
      trxGiven: Connection,
      userId: number,
      delta: number,
      { ref, note, now }: { ref: string; note: string; now: number },
    ): Promise<{ score: number; score_total: number } | null> {
      const trx = ownTables<PointsTables>(trxGiven);
      if (!Number.isSafeInteger(delta) || delta === 0) {
        throw new RangeError(`an adjustment is a non-zero whole number, not ${delta}`);
      }
      if (delta < 0) {
        const row = await take(trx, userId, -delta);
        if (!row) return null;
        await recordOne(trx, userId, delta, row.score, 'staff_adjust', ref, now, { note });
        return row;
      }
      const rules = await deps.pointsConfig.current('score', trx);
      const row = await pointsBalance.grant(trx, userId, delta);
      if (!row) return null;
      const ledgerId = await recordOne(trx, userId, delta, row.score, 'staff_adjust', ref, now, {
        note,
        version: rules.version,
      });
      await earned(trx, userId, delta, ledgerId, now, rules.expiry);
      return row;
    },

    /**
     * Inside a transaction: the points rules of `version` (an order's, say), or those in force
     * when it is null or unknown.
     */
    async scoreRulesAt(trxGiven: Connection, version: number | null) {
      const trx = ownTables<PointsTables>(trxGiven);
      if (version !== null) {
        const row = await trx
          .selectFrom('points_config_versions')
          .select(['version', 'body'])
          .where('kind', '=', 'score')
          .where('version', '=', version)
          .executeTakeFirst();
        if (row) return { ...scoreRules.parse(JSON.parse(row.body)), version: row.version };
      }
      return deps.pointsConfig.current('score', trx);
    },

    /** Inside a transaction: takes what was spent from the lots, oldest first. */
    settle(trxGiven: Connection, userId: number, now: number): Promise<void> {
      const trx = ownTables<PointsTables>(trxGiven);
      return lots.settle(trx, userId, now);
    },

    /**
     * Expires the lots due by `now`, each customer in a transaction of their own with one
     * `expire` ledger row. Safe on several instances: a customer another instance is expiring
     * (PostgreSQL: the row is locked) is skipped here. Answers how many customers lost points.
     */
    async expireDue(now: number, batch = 100): Promise<number> {
      let expired = 0;
      let after = 0;
      for (;;) {
        const due = await db
          .selectFrom('points_lots')
          .select('user_id')
          .distinct()
          .where('expires_at', '<=', now)
          .where('remaining', '>', 0)
          .where('user_id', '>', after)
          .orderBy('user_id')
          .limit(batch)
          .execute();
        if (due.length === 0) return expired;
        for (const { user_id: userId } of due) {
          after = userId;
          const lost = await db.transaction().execute(async (trx) => {
            if (!(await pointsBalance.lockOrSkip(trx, userId))) return 0;
            await lots.settle(trx, userId, now);
            const amount = await lots.expire(trx, userId, now);
            if (amount === 0) return 0;
            const row = await pointsBalance.expire(trx, userId, amount);
            await recordOne(trx, userId, -amount, row.score, 'expire', '', now);
            return amount;
          });
          if (lost > 0) expired += 1;
        }
      }
    },

    /** A user's ledger, newest first, a page at a time; optionally within `[start, end)` and of one reason. */
    async ledger(
      userId: number,
      {
        page,
        limit,
        start,
        end,
        reason,
      }: { page: number; limit: number; start?: number; end?: number; reason?: PointsReason },
    ) {
      let query = db.selectFrom('points_ledger').where('user_id', '=', userId);
      if (start !== undefined) query = query.where('created_at', '>=', start);
      if (end !== undefined) query = query.where('created_at', '<', end);
      if (reason) query = query.where('reason', '=', reason);
      return pagedList(
        query
          .select([
            'id',
            'delta',
            'balance_after',
            'reason',
            'ref',
            'note',
            'config_version',
            'created_at',
          ])
          .orderBy('id', 'desc'),
        query,
        { page, limit },
        (rows) =>
          rows.map((row) => ({
            ...row,
            reason: row.reason as PointsReason,
            created_at: toIso(row.created_at),
          })),
      );
    },

    /**
     * Inside a transaction of its own: the user's points, settled, and what of them expires
     * before `until` (lots still running at `now`), soonest first.
     */
    account(userId: number, now: number, until: number) {
      return db.transaction().execute(async (trx) => {
        await lots.settle(trx, userId, now);
        const user = await pointsBalance.totals(trx, userId);
        const expiring = await trx
          .selectFrom('points_lots')
          .select(['remaining', 'expires_at'])
          .where('user_id', '=', userId)
          .where('remaining', '>', 0)
          .where('expires_at', '>', now)
          .where('expires_at', '<=', until)
          .orderBy('expires_at')
          .execute();
        return {
          ...user,
          expiring: expiring.map((lot) => ({
            remaining: lot.remaining,
            expires_at: Number(lot.expires_at),
          })),
        };
      });
    },

    /** The user's usable points now. */
    balance(userId: number): Promise<number> {
      return balanceIn(db, userId);
    },
  };
}
export type PointsService = ReturnType<typeof pointsService>;
