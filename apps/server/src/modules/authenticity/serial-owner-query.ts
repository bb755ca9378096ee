import { ownTables, type Connection } from '../../db/connection';
import type { AuthenticityTables } from '../../db/tables/authenticity';

/** The accounts owning a serial of `productId` now, for another module's gate (a drop's). */
export function serialOwners(connection: Connection, productId: number) {
  return ownTables<AuthenticityTables>(connection)
    .selectFrom('serials')
    .select('serials.owner_id')
    .where('serials.product_id', '=', productId)
    .where('serials.owner_id', 'is not', null);
}
