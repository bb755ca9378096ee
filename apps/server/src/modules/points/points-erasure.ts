import { ownTables, type Connection } from '../../db/connection';
import type { PointsTables } from '../../db/tables/points';

/**
 * The points' part of erasing an account: its places in the rank lists. The ledger stays, as
 * bookkeeping requires; it names no one but the account's id.
 */
export async function erasePointsRank(trxGiven: Connection, userId: number) {
  const trx = ownTables<PointsTables>(trxGiven);
  const rows = await trx
    .deleteFrom('points_rank')
    .where('user_id', '=', userId)
    .returning('period')
    .execute();
  return { counts: { points_rank: rows.length }, periods: rows.map((r) => r.period) };
}
