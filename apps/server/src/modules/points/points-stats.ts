import { sql, type Kysely } from 'kysely';
import type { PointsTables } from '../../db/tables/points';

const HOUR_MS = 3_600_000;

/** The dashboard's points figures, from the hourly table and the ledger's indexed ranges. */
export function pointsStats(db: Kysely<PointsTables>) {
  return {
    /**
     * Points given (refunds aside) and spent (less refunds) in `[start, end)`: whole hours from
     * the hourly table, the cut hours at either end (zones half an hour off) from the ledger.
     */
    async pointsMoved(start: number, end: number) {
      const firstHour = Math.ceil(start / HOUR_MS);
      const lastHour = Math.max(firstHour, Math.floor(end / HOUR_MS));
      const [hours, edges] = await Promise.all([
        db
          .selectFrom('points_hour_stats')
          .select((eb) => [
            eb.fn.sum<number>('issued').as('issued'),
            eb.fn.sum<number>('redeemed').as('redeemed'),
          ])
          .where('hour', '>=', firstHour)
          .where('hour', '<', lastHour)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('points_ledger')
          .select([
            sql<number>`sum(CASE WHEN delta > 0 AND reason <> 'order_refund' THEN delta ELSE 0 END)`.as(
              'issued',
            ),
            sql<number>`sum(CASE WHEN delta < 0 OR reason = 'order_refund' THEN -delta ELSE 0 END)`.as(
              'redeemed',
            ),
          ])
          .where((eb) =>
            eb.or([
              eb.and([
                eb('created_at', '>=', start),
                eb('created_at', '<', Math.min(end, firstHour * HOUR_MS)),
              ]),
              eb.and([
                eb('created_at', '>=', Math.max(start, lastHour * HOUR_MS)),
                eb('created_at', '<', end),
              ]),
            ]),
          )
          .executeTakeFirstOrThrow(),
      ]);
      return {
        issued: Number(hours.issued ?? 0) + Number(edges.issued ?? 0),
        redeemed: Number(hours.redeemed ?? 0) + Number(edges.redeemed ?? 0),
      };
    },

    /** The newest ledger row's id: it moves with every change of anyone's points. */
    async latestLedgerId(): Promise<number | null> {
      const row = await db
        .selectFrom('points_ledger')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      return row.id === null ? null : Number(row.id);
    },
  };
}
