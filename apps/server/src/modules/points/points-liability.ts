import { LEDGER_REASONS, type LedgerReason } from '@atelier/contract/points-codes';
import { sql, type Kysely } from 'kysely';
import type { PointsTables } from '../../db/tables/points';
import { dayIn } from '../../lib/time';
import { pointsBalance } from '../account/points-balance-query';

/** Ledger rows are summed in quarter hours, then put on shop days (every time zone's offset is whole quarters). */
const BUCKET_MS = 15 * 60_000;

/**
 * What the shop owes in points: the usable points of every account, the part of them that
 * expires within a window, and per shop day the points issued and redeemed by reason.
 */
export function pointsLiability(db: Kysely<PointsTables>) {
  return {
    async outstanding() {
      const { points, holders } = await pointsBalance.outstanding(db);
      return { outstanding: points, holders };
    },

    /**
     * Points expiring by `until`: what each due lot holds once the account's spends not yet
     * taken from its lots are taken, oldest lot first (as settling will).
     */
    async expiringBy(until: number): Promise<number> {
      const lots = db
        .selectFrom('points_lots as l')
        .innerJoin(pointsBalance.unsettledOf(db).as('u'), 'u.id', 'l.user_id')
        .select([
          'l.remaining',
          'l.expires_at',
          'u.points_unsettled as unsettled',
          sql<number>`SUM(l.remaining) OVER (PARTITION BY l.user_id ORDER BY l.id)`.as('upto'),
        ])
        .where('l.remaining', '>', 0);
      const rows = await db
        .selectFrom(lots.as('lots'))
        .select(['remaining', 'upto', 'unsettled'])
        .where('expires_at', 'is not', null)
        .where('expires_at', '<=', until)
        .execute();
      let total = 0;
      for (const row of rows) {
        const remaining = Number(row.remaining);
        const before = Number(row.upto) - remaining;
        const taken = Math.min(remaining, Math.max(0, Number(row.unsettled) - before));
        total += remaining - taken;
      }
      return total;
    },

    /** Per shop day in `[start, end)` and reason: points issued (added) and redeemed (taken). */
    async days(start: number, end: number, timeZone: string) {
      // A literal, so PostgreSQL sees the grouped expression and the selected one as the same.
      const bucket = sql<number>`created_at / ${sql.lit(BUCKET_MS)}`;
      const rows = await db
        .selectFrom('points_ledger')
        .select((eb) => [
          bucket.as('bucket'),
          'reason',
          eb.fn
            .sum<number>(eb.case().when('delta', '>', 0).then(eb.ref('delta')).else(0).end())
            .as('issued'),
          eb.fn
            .sum<number>(
              eb
                .case()
                .when('delta', '<', 0)
                .then(eb.neg(eb.ref('delta')))
                .else(0)
                .end(),
            )
            .as('redeemed'),
        ])
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .groupBy([bucket, 'reason'])
        .execute();
      const byDay = new Map<
        string,
        { day: string; reason: LedgerReason; issued: number; redeemed: number }
      >();
      for (const row of rows) {
        const reason = row.reason as LedgerReason;
        const day = dayIn(Number(row.bucket) * BUCKET_MS, timeZone);
        const key = `${day}|${reason}`;
        const sum = byDay.get(key) ?? { day, reason, issued: 0, redeemed: 0 };
        sum.issued += Number(row.issued);
        sum.redeemed += Number(row.redeemed);
        byDay.set(key, sum);
      }
      // Newest day first; reasons in their published order.
      return [...byDay.values()].sort(
        (a, b) =>
          b.day.localeCompare(a.day) ||
          LEDGER_REASONS.indexOf(a.reason) - LEDGER_REASONS.indexOf(b.reason),
      );
    },
  };
}
export type PointsLiability = ReturnType<typeof pointsLiability>;
