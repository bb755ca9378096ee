import { ownTables, type Connection } from '../../db/connection';
import type { AuthenticityTables } from '../../db/tables/authenticity';

/**
 * What the community asks of serials: who among some people owns a shipped serial of a live
 * batch (a verified collector), and whether one person owns one of a given product.
 */

/** The verified collectors among `userIds`, in one query however many are named. */
export async function verifiedCollectors(
  dbGiven: Connection,
  userIds: readonly number[],
): Promise<Set<number>> {
  const db = ownTables<AuthenticityTables>(dbGiven);
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('serials as s')
    .innerJoin('serial_batches as b', 'b.id', 's.batch_id')
    .select('s.owner_id')
    .distinct()
    .where('s.owner_id', 'in', ids)
    .where('s.activated_at', 'is not', null)
    .where('b.status', '=', 'active')
    .execute();
  return new Set(rows.map((r) => Number(r.owner_id)));
}

/** Whether the customer owns a shipped serial of the product in a live batch. */
export async function ownsSerialOf(
  dbGiven: Connection,
  userId: number,
  productId: number,
): Promise<boolean> {
  const db = ownTables<AuthenticityTables>(dbGiven);
  const row = await db
    .selectFrom('serials as s')
    .innerJoin('serial_batches as b', 'b.id', 's.batch_id')
    .select('s.id')
    .where('s.owner_id', '=', userId)
    .where('s.product_id', '=', productId)
    .where('s.activated_at', 'is not', null)
    .where('b.status', '=', 'active')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
