import { ownTables, type Connection } from '../../db/connection';
import type { AccountTables } from '../../db/tables/account';
import type { AddressValues } from './address-repository';

/** What an order copies of the address it ships to. */
export type AddressSnapshot = AddressValues;

/**
 * What an order copies of a customer's own address, as subqueries of another module's statement
 * (a checkout reads it with the shop's rules in one statement): each is null when the address is
 * not theirs.
 */
export function addressSnapshot(connection: Connection, userId: number, addressId: number) {
  const own = ownTables<AccountTables>(connection)
    .selectFrom('addresses')
    .where('id', '=', addressId)
    .where('user_id', '=', userId);
  return [
    own.select('name').as('address_name'),
    own.select('mobile').as('address_mobile'),
    own.select('province').as('address_province'),
    own.select('city').as('address_city'),
    own.select('district').as('address_district'),
    own.select('address').as('address_address'),
    own.select('postal_code').as('address_postal_code'),
  ] as const;
}
