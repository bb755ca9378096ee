import { ownTables, type Connection } from '../../db/connection';
import type { Lang } from '@atelier/contract';
import type { CatalogTables } from '../../db/tables/catalog';
import { localized } from '../../i18n/localized';
import { toIso } from '../../lib/time';

/** The products the customer keeps as favourites. */
export async function catalogPersonalData(dbGiven: Connection, userId: number, lang: Lang) {
  const db = ownTables<CatalogTables>(dbGiven);
  const rows = await db
    .selectFrom('product_collections as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select(['c.product_id', 'p.name_zh', 'p.name_en', 'c.created_at'])
    .where('c.user_id', '=', userId)
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    product_id: r.product_id,
    name: localized(r, 'name', lang),
    created_at: toIso(Number(r.created_at)),
  }));
}
