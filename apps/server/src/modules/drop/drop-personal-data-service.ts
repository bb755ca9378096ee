import type { Lang } from '@atelier/contract';
import { ownTables, type Connection } from '../../db/connection';
import type { DropTables } from '../../db/tables/drop';
import { localized } from '../../i18n/localized';
import { toIso } from '../../lib/time';
import { productQuery } from '../catalog/product-query';

/** The drops the customer entered: which work, with which number, and what became of it. */
export async function dropPersonalData(dbGiven: Connection, userId: number, lang: Lang) {
  const db = ownTables<DropTables>(dbGiven);
  const rows = await db
    .selectFrom('drop_entries as e')
    .innerJoin('drops as d', 'd.id', 'e.drop_id')
    .innerJoin(productQuery.labels(db).as('p'), 'p.id', 'd.product_id')
    .select(['e.mobile', 'e.state', 'e.place', 'e.entered_at', 'p.name_zh', 'p.name_en'])
    .where('e.user_id', '=', userId)
    .orderBy('e.id')
    .execute();
  return rows.map((row) => ({
    product: localized(row, 'name', lang),
    mobile: row.mobile,
    state: row.state,
    place: row.place,
    entered_at: toIso(Number(row.entered_at)),
  }));
}
