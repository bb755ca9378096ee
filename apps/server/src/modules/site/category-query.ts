import type { Expression } from 'kysely';
import { ownTables, type Connection } from '../../db/connection';
import type { SiteTables } from '../../db/tables/site';

/**
 * A category's names as values of another module's statement (a product row with its category's
 * name): the site keeps the SQL on its table, the catalogue embeds it in its select.
 */
export function categoryNames(connection: Connection, categoryId: Expression<number>) {
  const categories = ownTables<SiteTables>(connection).selectFrom('product_categories');
  return [
    categories.select('name_zh').where('id', '=', categoryId).$asScalar().as('category_name_zh'),
    categories.select('name_en').where('id', '=', categoryId).$asScalar().as('category_name_en'),
  ] as const;
}
