import { ownTables, type Connection } from '../../db/connection';
import type { PointsTables } from '../../db/tables/points';
import { toIso } from '../../lib/time';

/** Every change of the customer's points, oldest first. */
export async function pointsPersonalData(dbGiven: Connection, userId: number) {
  const db = ownTables<PointsTables>(dbGiven);
  const rows = await db
    .selectFrom('points_ledger')
    .select(['delta', 'balance_after', 'reason', 'ref', 'note', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    delta: Number(r.delta),
    balance_after: Number(r.balance_after),
    reason: r.reason,
    ref: r.ref,
    note: r.note,
    created_at: toIso(Number(r.created_at)),
  }));
}
