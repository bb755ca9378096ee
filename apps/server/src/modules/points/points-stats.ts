import { sql, type Kysely } from 'kysely';
import { foldDeltas, type Fold } from '../../db/fold-deltas';
import type { PointsTables } from '../../db/tables/points';

const HOUR_MS = 3_600_000;

/** The ledger's trigger appends a row per ledger row; a job adds them to the hourly totals. */
const FOLD: Fold = {
  deltas: 'points_hour_deltas',
  sums: ['issued', 'redeemed'],
  into: [{ table: 'points_hour_stats', keys: { hour: 'hour' } }],
};

/**
 * The dashboard's points figures, from the hourly totals with the deltas not yet folded into
 * them, and the ledger's indexed ranges.
 */
export function pointsStats(db: Kysely<PointsTables>) {
  const hourRows = (
    table: 'points_hour_stats' | 'points_hour_deltas',
    first: number,
    last: number,
  ) =>
    db
      .selectFrom(table)
      .select(['issued', 'redeemed'])
      .where('hour', '>=', first)
      .where('hour', '<', last);

  return {
    /** Folds the deltas into the hourly totals: a job, so readers add up few rows. */
    fold(): Promise<void> {
      return foldDeltas(db, FOLD);
    },

    /**
     * Points given (refunds aside) and spent (less refunds) in `[start, end)`: whole hours from
     * the hourly table, the cut hours at either end (zones half an hour off) from the ledger.
     */
    async pointsMoved(start: number, end: number) {
      const firstHour = Math.ceil(start / HOUR_MS);
      const lastHour = Math.max(firstHour, Math.floor(end / HOUR_MS));
      const [hours, edges] = await Promise.all([
        db
          .selectFrom(
            hourRows('points_hour_stats', firstHour, lastHour)
              .unionAll(hourRows('points_hour_deltas', firstHour, lastHour))
              .as('h'),
          )
          .select((eb) => [
            eb.fn.sum<number>('h.issued').as('issued'),
            eb.fn.sum<number>('h.redeemed').as('redeemed'),
          ])
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
