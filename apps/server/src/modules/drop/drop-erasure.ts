import { ownTables, type Connection } from '../../db/connection';
import type { DropTables } from '../../db/tables/drop';

/**
 * The drops' part of erasing an account: its entries stay, as published lists and drawn orders
 * name them (a masked name, a place), without the mobile number they were entered with.
 */
export async function eraseDropEntries(
  trxGiven: Connection,
  userId: number,
): Promise<Record<string, number>> {
  const trx = ownTables<DropTables>(trxGiven);
  const entries = await trx
    .selectFrom('drop_entries')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  // Still one per drop: the unique index on (drop, mobile) holds for the placeholders too.
  for (const { id } of entries) {
    await trx
      .updateTable('drop_entries')
      .set({ mobile: `erased-${id}` })
      .where('id', '=', id)
      .execute();
  }
  return entries.length > 0 ? { drop_entries: entries.length } : {};
}
