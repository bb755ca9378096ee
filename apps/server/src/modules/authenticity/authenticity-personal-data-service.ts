import { ownTables, type Connection } from '../../db/connection';
import type { Lang } from '@atelier/contract';
import { formatSerial } from '@atelier/contract/serial-code';
import type { AuthenticityTables } from '../../db/tables/authenticity';
import { localized } from '../../i18n/localized';
import { toIso } from '../../lib/time';
import { serialsWithProduct } from './serial-rows';

/** The serials the customer owns: which work, which edition, since when. */
export async function authenticityPersonalData(dbGiven: Connection, userId: number, lang: Lang) {
  const db = ownTables<AuthenticityTables>(dbGiven);
  const rows = await serialsWithProduct(db)
    .select([
      's.code',
      's.product_id',
      'p.name_zh',
      'p.name_en',
      's.edition_number',
      'b.quantity',
      's.owner_since',
    ])
    .where('s.owner_id', '=', userId)
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    serial: formatSerial(r.code),
    product_id: r.product_id,
    product: localized(r, 'name', lang),
    edition: `${r.edition_number}/${r.quantity}`,
    owner_since: r.owner_since === null ? null : toIso(Number(r.owner_since)),
  }));
}
